import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { Card } from "../../components/ui/card.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatRate } from "../../lib/money.ts";
import { taxGroupMessages } from "./messages.ts";

/** The engine's answer as a receipt would explain it: each line's discounts, then each tax in order. */
export function TaxPreviewResult({ cart, names }: { cart: PricedCart; names: string[] }) {
  const formatMoney = useMoney();
  const t = useMessages(taxGroupMessages);
  return (
    <Card className="grid gap-4 p-5" aria-label={t("result.label")}>
      {cart.lines.map((line, index) => (
        <section key={line.lineId} className="grid gap-1.5 border-b pb-4 text-sm last:border-0 last:pb-0">
          <div className="flex justify-between gap-3 font-medium">
            <span>{names[index] ?? t("result.line", { id: line.lineId })}</span>
            <span className="tabular-nums">{formatMoney(line.grossCents)}</span>
          </div>
          {line.discounts.map((d) => (
            <Row key={d.discountId} label={d.name} value={`-${formatMoney(d.amountCents)}`} tone="discount" />
          ))}
          {line.taxes.length === 0 && <Row label={t("result.notTaxed")} value={formatMoney(0)} muted />}
          {line.taxes.map((tax, i) => (
            <Row
              key={tax.rateId}
              label={t(tax.compound ? "result.compoundTax" : "result.tax", {
                position: i + 1,
                name: tax.name,
                rate: formatRate(tax.ratePpm),
                base: formatMoney(tax.baseCents),
              })}
              value={formatMoney(tax.amountCents)}
            />
          ))}
          <Row label={t("result.lineTotal")} value={formatMoney(line.totalCents)} strong />
        </section>
      ))}
      <dl className="grid gap-1.5 rounded-lg bg-muted/50 p-4 text-sm">
        <Total label={t("result.subtotal")} cents={cart.totals.subtotalCents} />
        <Total label={t("result.discounts")} cents={-cart.totals.discountCents} />
        {cart.taxes.map((t) => (
          <Total key={t.rateId} label={`${t.name} ${formatRate(t.ratePpm)}`} cents={t.amountCents} />
        ))}
        <Total label={t("result.taxTotal")} cents={cart.totals.taxCents} />
        <div className="mt-1 border-t pt-2">
          <Total label={t("result.total")} cents={cart.totals.totalCents} strong />
        </div>
        {cart.cashDueCents !== cart.totals.totalCents && (
          <Total label={t("result.cashDue")} cents={cart.cashDueCents} />
        )}
      </dl>
      {cart.skippedDiscounts.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t("result.skipped")}</p>
          <ul className="grid gap-0.5 text-muted-foreground">
            {cart.skippedDiscounts.map((s) => (
              <li key={s.discountId}>{t("result.skippedLine", { name: s.name, message: s.message })}</li>
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
