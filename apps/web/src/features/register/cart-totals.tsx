import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { Info, TicketPercent } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";

/** Subtotal, discounts, each tax in order, the total (and the cash total when cash rounds), and why discounts did not apply. */
export function CartTotals(props: {
  priced: PricedCart;
  money: (cents: number) => string;
  codes: string[];
  onCode: (code: string) => void;
  onRemoveCode: (code: string) => void;
}) {
  const { priced, money } = props;
  const [code, setCode] = useState("");
  return (
    <div className="grid gap-3">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          props.onCode(code);
          setCode("");
        }}
      >
        <input
          aria-label="Discount code"
          placeholder="Discount code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="h-8 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm uppercase outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        <Button type="submit" variant="outline" size="sm" disabled={!code.trim()}>
          <TicketPercent /> Apply
        </Button>
      </form>
      {props.codes.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {props.codes.map((c) => (
            <button
              key={c}
              type="button"
              onClick={() => props.onRemoveCode(c)}
              className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium"
              aria-label={`Remove code ${c}`}
            >
              {c.toUpperCase()} ×
            </button>
          ))}
        </div>
      )}
      <dl className="grid gap-1 text-sm" aria-label="Totals">
        <Row label="Subtotal" value={money(priced.totals.subtotalCents)} />
        {priced.appliedDiscounts.map((d) => (
          <Row key={d.discountId} label={d.name} value={`−${money(d.amountCents)}`} tone="text-success" />
        ))}
        {priced.taxes.map((t) => (
          <Row
            key={`${t.rateId}-${t.exemptReason ?? ""}`}
            label={`${t.name} (${formatRate(t.ratePpm)})${t.exemptReason ? ", exempt with medical card" : ""}`}
            value={money(t.amountCents)}
          />
        ))}
        <div className="mt-1 flex items-baseline justify-between border-t pt-2">
          <dt className="text-base font-semibold">Total</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="cart-total">
            {money(priced.totals.totalCents)}
          </dd>
        </div>
        {priced.cashDueCents !== priced.totals.totalCents && (
          <Row label="Cash total (rounded to 0.05)" value={money(priced.cashDueCents)} tone="text-muted-foreground" />
        )}
      </dl>
      {priced.skippedDiscounts.length > 0 && (
        <details className="rounded-md bg-muted/40 px-3 py-2 text-xs">
          <summary className="flex cursor-pointer items-center gap-1.5 text-muted-foreground">
            <Info className="size-3.5" /> {priced.skippedDiscounts.length} discount
            {priced.skippedDiscounts.length === 1 ? "" : "s"} not applied
          </summary>
          <ul className="mt-2 grid gap-1">
            {priced.skippedDiscounts.map((s) => (
              <li key={s.discountId}>
                <span className="font-medium">{s.name}</span>: {s.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** 50000 ppm → "5%", 88750 → "8.875%". */
export const formatRate = (ppm: number) => `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, "")}%`;

function Row(props: { label: string; value: string; tone?: string }) {
  return (
    <div className={`flex justify-between ${props.tone ?? ""}`}>
      <dt className={props.tone ? "" : "text-muted-foreground"}>{props.label}</dt>
      <dd className="tabular-nums">{props.value}</dd>
    </div>
  );
}
