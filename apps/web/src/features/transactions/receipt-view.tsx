import { receiptTime } from "@verdant/shared/receipts";
import type { Receipt } from "@verdant/shared/sales";
import { cn } from "../../lib/cn.ts";
import { moneyIn, rateLabel, saleQuantity, TENDER_NAMES } from "./labels.ts";

/**
 * The receipt as printed on 80 mm paper and shown on screen: the business's legal name, address and tax numbers,
 * each line's discounts, tax per rate with its base, tenders, the return policy; the time in the store's zone.
 */
export function ReceiptView({ receipt, className }: { receipt: Receipt; className?: string }) {
  const { sale, store } = receipt;
  const money = moneyIn(store.currency);
  const address = [store.address, store.address2, [store.city, store.state, store.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <article className={cn("receipt grid gap-3 font-mono text-[12px] leading-snug", className)} aria-label="Receipt">
      <header className="grid gap-0.5 text-center">
        <h1 className="text-sm font-bold">{store.name}</h1>
        {store.legalName !== store.name && <p>{store.legalName}</p>}
        {address && <p>{address}</p>}
        {store.registrations.map((r) => (
          <p key={r.label}>
            {r.label} {r.number}
          </p>
        ))}
        <p>
          {sale.receiptNumber ? `Receipt #${sale.receiptNumber}` : `Offline receipt ${receipt.offlineReceipt}`} ·{" "}
          {receiptTime(sale.completedAt, store.timeZone, store.country)}
        </p>
        {sale.receiptNumber > 0 && receipt.offlineReceipt && <p>Offline receipt {receipt.offlineReceipt}</p>}
        <p>
          {sale.register.name} · {sale.cashier.name}
        </p>
        <p>
          Customer: {sale.customer.name} ({sale.customer.type === "MEDICAL" ? "medical" : "recreational"})
        </p>
        {sale.status === "VOIDED" && <p className="font-bold">*** VOIDED ***</p>}
      </header>
      <hr className="border-dashed border-current" />
      <ul className="grid gap-2">
        {sale.lines.map((line) => (
          <li key={line.id} className="grid gap-0.5">
            <div className="flex justify-between gap-2">
              <span>{line.name}</span>
              <span className="tabular-nums">{money(line.grossCents)}</span>
            </div>
            <div className="pl-2 opacity-80">
              {saleQuantity(line.quantity, line.unit)} × {money(line.unitPriceCents)}
              {line.unit === "GRAM" ? "/g" : ""}
            </div>
            {line.discounts.map((d) => (
              <div key={d.discountId} className="flex justify-between pl-2">
                <span>{d.name}</span>
                <span className="tabular-nums">-{money(d.amountCents)}</span>
              </div>
            ))}
            {line.refundedQuantity > 0 && (
              <div className="pl-2">Refunded: {saleQuantity(line.refundedQuantity, line.unit)}</div>
            )}
          </li>
        ))}
      </ul>
      <hr className="border-dashed border-current" />
      <dl className="grid gap-0.5">
        <Row label="Subtotal" value={money(sale.totals.subtotalCents)} />
        {sale.totals.discountCents > 0 && <Row label="Discounts" value={`-${money(sale.totals.discountCents)}`} />}
        {sale.taxes.map((t) => (
          <Row
            key={`${t.rateId}-${t.exemptReason ?? ""}`}
            label={`${t.name} ${rateLabel(t.ratePpm)} on ${money(t.baseCents)}`}
            value={money(t.amountCents)}
          />
        ))}
        <Row label="TOTAL" value={money(sale.totals.totalCents)} strong />
        {sale.totals.roundingCents !== 0 && <Row label="Cash rounding" value={money(sale.totals.roundingCents)} />}
        {sale.tenders.map((t, i) => (
          <Row
            key={`${t.type}-${i}`}
            label={`${TENDER_NAMES[t.type]}${t.reference ? ` (${t.reference})` : ""}`}
            value={money(t.amountCents)}
          />
        ))}
        {sale.totals.changeCents > 0 && <Row label="Change" value={money(sale.totals.changeCents)} />}
        {sale.totals.refundedCents > 0 && <Row label="Refunded" value={`-${money(sale.totals.refundedCents)}`} />}
        <Row label="Tendered" value={money(sale.totals.tenderedCents)} />
      </dl>
      {store.returnPolicy && (
        <>
          <hr className="border-dashed border-current" />
          <p className="whitespace-pre-line" data-testid="receipt-return-policy">
            Returns: {store.returnPolicy}
          </p>
        </>
      )}
      <footer className="text-center">Thank you for shopping with us.</footer>
    </article>
  );
}

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-2", props.strong && "text-sm font-bold")}>
      <dt>{props.label}</dt>
      <dd className="tabular-nums">{props.value}</dd>
    </div>
  );
}
