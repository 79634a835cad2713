// The purchase order on paper (A4 or Letter): who orders and from whom, the lines with SKU, quantity and unit
// cost, the totals in the store's currency and the notes for the vendor. The print page and its preview show it.
import type { PurchaseOrderDocument } from "@verdant/shared/purchase-order-document";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatMoneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { purchaseOrderMessages } from "./messages.ts";

function Party({ label, name, lines }: { label: string; name: string; lines: (string | null)[] }) {
  return (
    <div className="grid content-start gap-0.5 text-sm">
      <p className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">{label}</p>
      <p className="font-semibold">{name}</p>
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export function PurchaseOrderSheet({ doc }: { doc: PurchaseOrderDocument }) {
  const t = useMessages(purchaseOrderMessages);
  const { purchaseOrder: po, buyer, vendor } = doc;
  const money = (cents: number) => formatMoneyIn(cents, buyer.currency);
  return (
    <article
      className="po-sheet mx-auto grid max-w-[190mm] gap-6 bg-white p-8 text-neutral-900"
      aria-label={t("sheet.title")}
    >
      <header className="flex items-start justify-between gap-6 border-b border-neutral-300 pb-4">
        <div>
          <p className="text-lg font-semibold">{buyer.businessName}</p>
          <p className="text-sm text-neutral-600">{buyer.name}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold tracking-tight">{t("sheet.title")}</h1>
          <p className="font-mono text-sm">{po.poNumber}</p>
        </div>
      </header>
      <section className="grid grid-cols-3 gap-6">
        <Party
          label={t("sheet.vendor")}
          name={vendor.name}
          lines={[...vendor.address, vendor.licenseNumber && t("sheet.license", { number: vendor.licenseNumber })]}
        />
        <Party label={t("sheet.shipTo")} name={buyer.name} lines={buyer.address} />
        <dl className="grid content-start gap-1 text-sm">
          <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">{t("sheet.ordered")}</dt>
          <dd>{formatDate(po.submittedAt ?? po.createdAt)}</dd>
          {po.expectedAt && (
            <>
              <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">{t("sheet.expected")}</dt>
              <dd>{formatDate(po.expectedAt)}</dd>
            </>
          )}
          {vendor.contactName && (
            <>
              <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
                {t("sheet.attention")}
              </dt>
              <dd>{[vendor.contactName, vendor.email, vendor.phone].filter(Boolean).join(" · ")}</dd>
            </>
          )}
        </dl>
      </section>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-neutral-400 text-left text-xs tracking-wider text-neutral-500 uppercase">
            <th className="py-2 pr-3 font-semibold">{t("sheet.sku")}</th>
            <th className="py-2 pr-3 font-semibold">{t("sheet.product")}</th>
            <th className="py-2 pr-3 text-right font-semibold">{t("sheet.quantity")}</th>
            <th className="py-2 pr-3 text-right font-semibold">{t("sheet.unitCost")}</th>
            <th className="py-2 text-right font-semibold">{t("sheet.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {po.items.map((item) => (
            <tr key={item.id} className="border-b border-neutral-200 align-top">
              <td className="py-2 pr-3 font-mono text-xs">{item.sku}</td>
              <td className="py-2 pr-3">{item.productName}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatQuantity(item.quantity, item.unit)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {item.unit === "GRAM" ? t("perGram", { cost: money(item.unitCostCents) }) : money(item.unitCostCents)}
              </td>
              <td className="py-2 text-right tabular-nums">{money(item.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-64 grid-cols-2 gap-y-1 text-sm tabular-nums">
        <dt>{t("sheet.subtotal")}</dt>
        <dd className="text-right">{money(po.subtotalCents)}</dd>
        <dt>{t("sheet.tax")}</dt>
        <dd className="text-right">{money(po.taxCents)}</dd>
        <dt className="border-t border-neutral-400 pt-1 font-semibold">{t("sheet.total")}</dt>
        <dd className="border-t border-neutral-400 pt-1 text-right font-semibold">{money(po.totalCents)}</dd>
      </dl>
      {po.notes && (
        <section className="grid gap-1 text-sm">
          <p className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">{t("sheet.notes")}</p>
          <p className="whitespace-pre-wrap">{po.notes}</p>
        </section>
      )}
    </article>
  );
}
