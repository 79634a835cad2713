import type { PricedLine, TaxRounding } from "@verdant/shared/pricing/pricing.types";
import { ChevronDown, Minus, Plus, ShoppingBasket, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useOpenSet } from "../../hooks/use-open-set.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { parseQuantity, quantityToInput } from "../../lib/quantity.ts";
import { availableOf, type RegisterCartLine } from "./cart.ts";
import { quantityLabel } from "./format.ts";
import { registerMessages } from "./messages.ts";

// Opened by a tap on a line, so loaded then rather than with the register (docs/decisions/0028).
const LineExplanation = lazy(() =>
  import("../../components/line-explanation.tsx").then((m) => ({ default: m.LineExplanation })),
);

/**
 * The cart's lines: quantity steppers (grams typed for weighed products), each discount, the line total. Tapping a
 * line's name opens how it is priced (base price, discounts applied and skipped, each tax with its source).
 */
export function CartLines(props: {
  lines: RegisterCartLine[];
  priced: PricedLine[] | undefined;
  taxRounding: TaxRounding;
  money: (cents: number) => string;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  const [open, toggle] = useOpenSet();
  const t = useMessages(registerMessages);
  if (props.lines.length === 0)
    return (
      <EmptyState
        className="py-10"
        icon={ShoppingBasket}
        title={t("cart.emptyTitle")}
        description={t("cart.emptyDescription")}
      />
    );
  return (
    <ul className="divide-y" aria-label={t("cart.label")}>
      {props.lines.map((line, index) => {
        const priced = props.priced?.[index];
        const short = line.quantity > availableOf(line.product);
        const discounted = priced?.discounts.reduce((sum, d) => sum + d.amountCents, 0) ?? 0;
        const discountNames = priced?.discounts.map((d) => d.name).join(", ");
        const detailId = `line-detail-${line.product.id}`;
        const expanded = !!priced && open.has(line.product.id);
        return (
          <li key={line.product.id} className="grid gap-1 py-1.5" data-testid="cart-line">
            <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2">
              <button
                type="button"
                className="-mx-1 grid min-h-11 min-w-0 gap-0.5 rounded-md px-1 text-left hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:cursor-default"
                aria-expanded={expanded}
                aria-controls={detailId}
                title={t("cart.howPriced")}
                disabled={!priced}
                onClick={() => toggle(line.product.id)}
              >
                <span className="line-clamp-2 text-sm leading-snug font-medium">{line.product.name}</span>
                <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                  <span className="truncate">
                    {t(line.product.unit === "GRAM" ? "cart.perGram" : "cart.each", {
                      price: props.money(line.product.priceCents),
                    })}
                    {line.product.brandName ? ` · ${line.product.brandName}` : ""}
                  </span>
                  <ChevronDown
                    aria-hidden
                    className={`size-3 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}
                  />
                </span>
              </button>
              <QuantityEditor line={line} onChange={(q) => props.onQuantity(line.product.id, q)} />
              <div className="flex items-center">
                <span className="grid w-20 justify-items-end text-right">
                  <span className="text-sm font-semibold tabular-nums" data-testid="line-total">
                    {priced ? props.money(priced.netCents) : "…"}
                  </span>
                  {discounted > 0 && (
                    <span className="text-xs text-success tabular-nums" title={discountNames}>
                      −{props.money(discounted)}
                    </span>
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="touchIcon"
                  className="text-muted-foreground hover:text-destructive"
                  aria-label={t("cart.remove", { name: line.product.name })}
                  onClick={() => props.onRemove(line.product.id)}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            {expanded && priced && (
              <Suspense fallback={null}>
                <LineExplanation id={detailId} line={priced} taxRounding={props.taxRounding} money={props.money} />
              </Suspense>
            )}
            {short && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {t("cart.onlyInStock", { quantity: quantityLabel(availableOf(line.product), line.product.unit) })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function QuantityEditor({ line, onChange }: { line: RegisterCartLine; onChange: (quantity: number) => void }) {
  const unit = line.product.unit;
  const [text, setText] = useState(quantityToInput(line.quantity, unit));
  const [error, setError] = useState<string>();
  const t = useMessages(registerMessages);
  const name = line.product.name;
  useEffect(() => setText(quantityToInput(line.quantity, unit)), [line.quantity, unit]);
  const commit = () => {
    const parsed = parseQuantity(text, unit);
    if (!parsed.ok || parsed.value === 0) {
      setError(parsed.ok ? t("cart.aboveZero") : parsed.error);
      return;
    }
    setError(undefined);
    if (parsed.value !== line.quantity) onChange(parsed.value);
  };
  const step = unit === "GRAM" ? 1000 : 1;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="touchIcon"
          aria-label={t("cart.oneLess", { name })}
          disabled={line.quantity <= step}
          onClick={() => onChange(line.quantity - step)}
        >
          <Minus />
        </Button>
        <input
          aria-label={t(unit === "GRAM" ? "cart.gramsOf" : "cart.quantityOf", { name })}
          title={t(unit === "GRAM" ? "cart.grams" : "cart.units")}
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === "Enter" && commit()}
          className="h-11 w-14 rounded-lg border border-input bg-card text-center text-sm tabular-nums outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        <Button
          variant="outline"
          size="touchIcon"
          aria-label={t("cart.oneMore", { name })}
          onClick={() => onChange(line.quantity + step)}
        >
          <Plus />
        </Button>
      </div>
      {error && (
        <p className="text-xs text-destructive">
          {t("cart.fieldError", { field: t(unit === "GRAM" ? "cart.grams" : "cart.quantity"), error })}
        </p>
      )}
    </div>
  );
}
