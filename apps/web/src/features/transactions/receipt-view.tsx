import { formatCents, formatPpm } from "@verdant/shared/format";
import { formattingLocale } from "@verdant/shared/languages";
import { receiptTime } from "@verdant/shared/receipts";
import type { Receipt } from "@verdant/shared/sales";
import { cn } from "../../lib/cn.ts";
import { useMessagesIn } from "../../lib/i18n/catalog.ts";
import { receiptMessages } from "./receipt-messages.ts";

/**
 * The receipt as printed on 80 mm paper and shown on screen: the business's legal name, address and tax numbers,
 * each line's discounts, tax per rate with its base, tenders, the return policy; the time in the store's zone. It
 * speaks the store's receipt language, money and dates for its locale, whoever prints it (decision 0034): the words
 * are the e-mailed receipt's (packages/shared/src/messages/receipt).
 */
export function ReceiptView({ receipt, className }: { receipt: Receipt; className?: string }) {
  const { sale, store } = receipt;
  const t = useMessagesIn(receiptMessages, store.language);
  const locale = formattingLocale(store.language, store.country);
  const money = (cents: number) => formatCents(cents, store.currency, locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const quantity = (value: number, unit: "EACH" | "GRAM") =>
    unit === "GRAM" ? t("quantityGrams", { quantity: number.format(value) }) : number.format(value);
  const address = [store.address, store.address2, [store.city, store.state, store.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <article
      className={cn("receipt grid gap-3 font-mono text-[12px] leading-snug", className)}
      aria-label={t("title")}
      lang={store.language}
    >
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
          {sale.receiptNumber
            ? t("receiptNumber", { number: sale.receiptNumber })
            : t("offlineReceipt", { number: receipt.offlineReceipt ?? "" })}{" "}
          · {receiptTime(sale.completedAt, store.timeZone, store.country, store.language)}
        </p>
        {sale.receiptNumber > 0 && receipt.offlineReceipt && (
          <p>{t("offlineReceipt", { number: receipt.offlineReceipt })}</p>
        )}
        <p>{t("servedBy", { cashier: sale.cashier.name, register: sale.register.name })}</p>
        <p>{t("customer", { name: sale.customer.name, type: sale.customer.type })}</p>
        {sale.status === "VOIDED" && <p className="font-bold">*** {t("voided")} ***</p>}
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
              {quantity(line.quantity, line.unit)} × {money(line.unitPriceCents)}
              {line.unit === "GRAM" ? t("perGram") : ""}
            </div>
            {line.discounts.map((d) => (
              <div key={d.discountId} className="flex justify-between pl-2">
                <span>{d.name}</span>
                <span className="tabular-nums">-{money(d.amountCents)}</span>
              </div>
            ))}
            {line.refundedQuantity > 0 && (
              <div className="pl-2">
                {t("refundedQuantity", { quantity: quantity(line.refundedQuantity, line.unit) })}
              </div>
            )}
          </li>
        ))}
      </ul>
      <hr className="border-dashed border-current" />
      <dl className="grid gap-0.5">
        <Row label={t("subtotal")} value={money(sale.totals.subtotalCents)} />
        {sale.totals.discountCents > 0 && <Row label={t("discounts")} value={`-${money(sale.totals.discountCents)}`} />}
        {sale.taxes.map((x) => (
          <Row
            key={`${x.rateId}-${x.exemptReason ?? ""}`}
            label={t("taxOn", {
              tax: t("taxName", { name: x.name }),
              rate: formatPpm(x.ratePpm, locale),
              base: money(x.baseCents),
            })}
            value={money(x.amountCents)}
          />
        ))}
        <Row label={t("total").toLocaleUpperCase(locale)} value={money(sale.totals.totalCents)} strong />
        {sale.totals.roundingCents !== 0 && <Row label={t("cashRounding")} value={money(sale.totals.roundingCents)} />}
        {sale.tenders.map((x, i) => (
          <Row
            key={`${x.type}-${i}`}
            label={`${t("tender", { type: x.type })}${x.reference ? ` (${x.reference})` : ""}`}
            value={money(x.amountCents)}
          />
        ))}
        {sale.totals.changeCents > 0 && <Row label={t("change")} value={money(sale.totals.changeCents)} />}
        {sale.totals.refundedCents > 0 && <Row label={t("refunded")} value={`-${money(sale.totals.refundedCents)}`} />}
        <Row label={t("tendered")} value={money(sale.totals.tenderedCents)} />
      </dl>
      {store.returnPolicy && (
        <>
          <hr className="border-dashed border-current" />
          <p className="whitespace-pre-line" data-testid="receipt-return-policy">
            {t("returns", { policy: store.returnPolicy })}
          </p>
        </>
      )}
      <footer className="text-center">{t("thanks")}</footer>
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
