import type { PricedLine } from "@verdant/shared/pricing/pricing.types";
import { Minus, Plus, ShoppingBasket, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { parseQuantity, quantityToInput } from "../../lib/quantity.ts";
import { availableOf, type RegisterCartLine } from "./cart.ts";
import { quantityLabel } from "./format.ts";

/** The cart's lines: quantity steppers (grams typed for weighed products), each discount, the line total. */
export function CartLines(props: {
  lines: RegisterCartLine[];
  priced: PricedLine[] | undefined;
  money: (cents: number) => string;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  if (props.lines.length === 0)
    return (
      <EmptyState
        className="py-10"
        icon={ShoppingBasket}
        title="The cart is empty"
        description="Scan a product or search for it on the left."
      />
    );
  return (
    <ul className="divide-y" aria-label="Cart">
      {props.lines.map((line, index) => {
        const priced = props.priced?.[index];
        const short = line.quantity > availableOf(line.product);
        return (
          <li key={line.product.id} className="grid gap-1.5 py-3" data-testid="cart-line">
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate text-sm font-medium">{line.product.name}</span>
                <span className="text-xs text-muted-foreground">
                  {props.money(line.product.priceCents)}
                  {line.product.unit === "GRAM" ? " per g" : " each"}
                </span>
              </div>
              <span className="text-sm font-semibold tabular-nums" data-testid="line-total">
                {priced ? props.money(priced.netCents) : "…"}
              </span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <QuantityEditor line={line} onChange={(q) => props.onQuantity(line.product.id, q)} />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${line.product.name}`}
                onClick={() => props.onRemove(line.product.id)}
              >
                <Trash2 />
              </Button>
            </div>
            {priced?.discounts.map((d) => (
              <p key={d.discountId} className="flex justify-between text-xs text-success">
                <span>{d.name}</span>
                <span className="tabular-nums">−{props.money(d.amountCents)}</span>
              </p>
            ))}
            {short && (
              <p role="alert" className="text-xs font-medium text-destructive">
                Only {quantityLabel(availableOf(line.product), line.product.unit)} in stock.
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
  useEffect(() => setText(quantityToInput(line.quantity, unit)), [line.quantity, unit]);
  const commit = () => {
    const parsed = parseQuantity(text, unit);
    if (!parsed.ok || parsed.value === 0) {
      setError(parsed.ok ? "must be above 0" : parsed.error);
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
          size="icon"
          className="size-8"
          aria-label={`One less ${line.product.name}`}
          disabled={line.quantity <= step}
          onClick={() => onChange(line.quantity - step)}
        >
          <Minus />
        </Button>
        <input
          aria-label={unit === "GRAM" ? `Grams of ${line.product.name}` : `Quantity of ${line.product.name}`}
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === "Enter" && commit()}
          className="h-8 w-16 rounded-md border border-input bg-card text-center text-sm tabular-nums outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`One more ${line.product.name}`}
          onClick={() => onChange(line.quantity + step)}
        >
          <Plus />
        </Button>
        {unit === "GRAM" && <span className="pl-1 text-xs text-muted-foreground">g</span>}
      </div>
      {error && <p className="text-xs text-destructive">Quantity {error}</p>}
    </div>
  );
}
