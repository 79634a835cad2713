// Each line of a past sale, explained from what the sale recorded (issue 14): its base price, the discounts applied,
// each tax with its rate, base, amount and source. Nothing is priced again: the figures are the sale line's own.
import type { Sale } from "@verdant/shared/sales";
import { toEngineQuantity } from "@verdant/shared/sales";
import { ChevronDown } from "lucide-react";
import { LineExplanation } from "../../components/line-explanation.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { useOpenSet } from "../../hooks/use-open-set.ts";
import { cn } from "../../lib/cn.ts";
import { saleQuantity } from "./labels.ts";

export function SaleLinesExplained(props: { sale: Sale; money: (cents: number) => string }) {
  const { sale, money } = props;
  const [open, toggle] = useOpenSet();
  const skipped = sale.skippedDiscounts;
  return (
    <TitledCard
      title="Lines"
      description="Open a line to see how the sale priced it, as recorded at the sale."
      contentClassName=""
    >
      <ul className="divide-y" aria-label="Sold lines">
        {sale.lines.map((line) => {
          const expanded = open.has(line.id);
          const detailId = `sold-line-${line.id}`;
          return (
            <li key={line.id} className="grid gap-1 py-1.5" data-testid="sold-line">
              <button
                type="button"
                className="-mx-1 grid min-h-11 grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-md px-1 text-left hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
                aria-expanded={expanded}
                aria-controls={detailId}
                title="How this line was priced"
                onClick={() => toggle(line.id)}
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate text-sm font-medium">{line.name}</span>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    {saleQuantity(line.quantity, line.unit)} · {line.sku}
                    <ChevronDown
                      aria-hidden
                      className={cn("size-3 shrink-0 transition-transform", expanded && "rotate-180")}
                    />
                  </span>
                </span>
                <span className="text-sm font-semibold tabular-nums">{money(line.totalCents)}</span>
              </button>
              {expanded && (
                <LineExplanation
                  id={detailId}
                  line={{ ...line, quantity: toEngineQuantity(line.unit, line.quantity) }}
                  money={money}
                  footnote={
                    skipped.length > 0
                      ? "Discounts left out are recorded for the whole sale, not per line: see below."
                      : undefined
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {skipped.length > 0 && (
        <div className="mt-3 grid gap-1 border-t pt-3 text-sm">
          <h3 className="font-medium">Discounts not applied to this sale</h3>
          <ul aria-label="Discounts not applied" className="grid gap-1 text-muted-foreground">
            {skipped.map((s) => (
              <li key={s.discountId}>
                <span className="font-medium text-foreground/80">{s.name}</span>: {s.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledCard>
  );
}
