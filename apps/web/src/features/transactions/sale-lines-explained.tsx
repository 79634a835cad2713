// Each line of a past sale, explained from what the sale recorded (issue 14): its base price, the discounts applied,
// each tax with its rate, base, amount and source. Nothing is priced again: the figures are the sale line's own.
import type { Sale } from "@verdant/shared/sales";
import { toEngineQuantity } from "@verdant/shared/sales";
import { ChevronDown } from "lucide-react";
import { LineExplanation } from "../../components/line-explanation.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { useOpenSet } from "../../hooks/use-open-set.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { saleQuantity } from "./labels.ts";
import { transactionMessages } from "./messages.ts";

export function SaleLinesExplained(props: { sale: Sale; money: (cents: number) => string }) {
  const { sale, money } = props;
  const [open, toggle] = useOpenSet();
  const t = useMessages(transactionMessages);
  const skipped = sale.skippedDiscounts;
  return (
    <TitledCard title={t("lines.title")} description={t("lines.description")} contentClassName="">
      <ul className="divide-y" aria-label={t("lines.label")}>
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
                title={t("lines.howPriced")}
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
                  footnote={skipped.length > 0 ? t("lines.footnote") : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
      {skipped.length > 0 && (
        <div className="mt-3 grid gap-1 border-t pt-3 text-sm">
          <h3 className="font-medium">{t("lines.skippedTitle")}</h3>
          <ul aria-label={t("lines.skipped")} className="grid gap-1 text-muted-foreground">
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
