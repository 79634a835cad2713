// The receipt sent by e-mail or SMS (domain.md → Selling): the same data as the print page, as plain text, with
// each line's discounts and each tax in order, through the messaging delivery (SMTP, SMS, or the dev outbox).
import type { Receipt, SendReceiptInput } from "@verdant/shared/sales";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";

const money = (cents: number, currency: string) =>
  `${cents < 0 ? "-" : ""}${currency === "USD" ? "$" : "CA$"}${(Math.abs(cents) / 100).toFixed(2)}`;
const ppm = (rate: number) => `${(rate / 10_000).toFixed(4).replace(/\.?0+$/, "")}%`;

export function receiptText({ sale, store }: Receipt): string {
  const m = (cents: number) => money(cents, store.currency);
  const when = new Intl.DateTimeFormat("en-CA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: store.timeZone,
  }).format(new Date(sale.completedAt));
  const lines = [
    store.name,
    [store.address, store.address2, store.city, store.state, store.postalCode].filter(Boolean).join(", "),
    `Receipt #${sale.receiptNumber} · ${when}`,
    `Served by ${sale.cashier.name} at ${sale.register.name}`,
    "",
  ];
  for (const line of sale.lines) {
    const qty = line.unit === "GRAM" ? `${line.quantity} g` : `${line.quantity} ×`;
    lines.push(`${qty} ${line.name}  ${m(line.grossCents)}`);
    for (const d of line.discounts) lines.push(`   ${d.name}  -${m(d.amountCents)}`);
    for (const t of line.taxes) lines.push(`   ${t.name} ${ppm(t.ratePpm)}  ${m(t.amountCents)}`);
  }
  lines.push("", `Subtotal  ${m(sale.totals.subtotalCents)}`);
  if (sale.totals.discountCents) lines.push(`Discounts  -${m(sale.totals.discountCents)}`);
  for (const t of sale.taxes) lines.push(`${t.name} ${ppm(t.ratePpm)}  ${m(t.amountCents)}`);
  lines.push(`Total  ${m(sale.totals.totalCents)}`);
  if (sale.totals.roundingCents) lines.push(`Cash rounding  ${m(sale.totals.roundingCents)}`);
  for (const t of sale.tenders) lines.push(`${t.type}${t.reference ? ` (${t.reference})` : ""}  ${m(t.amountCents)}`);
  if (sale.totals.changeCents) lines.push(`Change  ${m(sale.totals.changeCents)}`);
  if (sale.status === "VOIDED") lines.push("", "VOIDED");
  for (const r of sale.refunds) lines.push(`Refunded ${r.createdAt.slice(0, 10)}  -${m(r.totalCents)}`);
  return lines.join("\n");
}

export async function sendReceipt(
  ctx: DeliveryContext,
  receipt: Receipt,
  input: SendReceiptInput,
): Promise<{ channel: "email" | "sms"; to: string }> {
  const channel = input.email ? "email" : "sms";
  const to = (input.email ?? input.phone)!;
  await deliver(ctx, {
    channel,
    to,
    subject: `Your receipt #${receipt.sale.receiptNumber} from ${receipt.store.name}`,
    body: receiptText(receipt),
  });
  return { channel, to };
}
