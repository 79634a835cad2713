import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { Card } from "../../components/ui/card.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { formatRate } from "../../lib/money.ts";

/** The engine's answer as a receipt would explain it: each line's discounts, then each tax in order. */
export function TaxPreviewResult({ cart, names }: { cart: PricedCart; names: string[] }) {
  const formatMoney = useMoney();
  return (
    <Card className="grid gap-4 p-5" aria-label="Tax preview result">
      {cart.lines.map((line, index) => (
        <section key={line.lineId} className="grid gap-1.5 border-b pb-4 text-sm last:border-0 last:pb-0">
          <div className="flex justify-between gap-3 font-medium">
            <span>{names[index] ?? `Line ${line.lineId}`}</span>
            <span className="tabular-nums">{formatMoney(line.grossCents)}</span>
          </div>
          {line.discounts.map((d) => (
            <Row key={d.discountId} label={d.name} value={`-${formatMoney(d.amountCents)}`} tone="discount" />
          ))}
          {line.taxes.length === 0 && <Row label="No tax group: not taxed" value={formatMoney(0)} muted />}
          {line.taxes.map((tax, i) => (
            <Row
              key={tax.rateId}
              label={`${i + 1}. ${tax.name} ${formatRate(tax.ratePpm)}${tax.compound ? " (compound)" : ""} on ${formatMoney(tax.baseCents)}`}
              value={formatMoney(tax.amountCents)}
            />
          ))}
          <Row label="Line total" value={formatMoney(line.totalCents)} strong />
        </section>
      ))}
      <dl className="grid gap-1.5 rounded-lg bg-muted/50 p-4 text-sm">
        <Total label="Subtotal" cents={cart.totals.subtotalCents} />
        <Total label="Discounts" cents={-cart.totals.discountCents} />
        {cart.taxes.map((t) => (
          <Total key={t.rateId} label={`${t.name} ${formatRate(t.ratePpm)}`} cents={t.amountCents} />
        ))}
        <Total label="Tax" cents={cart.totals.taxCents} />
        <div className="mt-1 border-t pt-2">
          <Total label="Total" cents={cart.totals.totalCents} strong />
        </div>
        {cart.cashDueCents !== cart.totals.totalCents && (
          <Total label="Due in cash (rounded)" cents={cart.cashDueCents} />
        )}
      </dl>
      {cart.skippedDiscounts.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Discounts that did not apply</p>
          <ul className="grid gap-0.5 text-muted-foreground">
            {cart.skippedDiscounts.map((s) => (
              <li key={s.discountId}>
                {s.name}: {s.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Row(props: { label: string; value: string; tone?: "discount"; strong?: boolean; muted?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${props.strong ? "font-medium" : ""} ${props.muted ? "text-muted-foreground" : ""} ${props.tone === "discount" ? "text-success" : ""}`}
    >
      <span className={props.strong ? "" : "pl-3"}>{props.label}</span>
      <span className="tabular-nums">{props.value}</span>
    </div>
  );
}

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const formatMoney = useMoney();
  return (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(cents)}</dd>
    </div>
  );
}
