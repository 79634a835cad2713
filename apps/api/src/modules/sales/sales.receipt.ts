// The receipt (domain.md → Selling): the sale with the store's legal name, address, tax registration numbers and
// return policy (decision 0024), and the same data as plain text for e-mail or SMS, with each line's discounts and
// each tax per rate, through the messaging delivery (SMTP, SMS, or the dev outbox). The time printed and the time
// sent both come from the store's time zone (receiptTime); both speak the location's receipt language, with money
// and dates for its locale ("12,34 $" in fr-CA), from the receipt catalog the print page uses too (decision 0034).
import { formatCents, formatPpm } from "@verdant/shared/format";
import { localDay } from "@verdant/shared/inventory";
import { formattingLocale } from "@verdant/shared/languages";
import en from "@verdant/shared/messages/receipt/en.json";
import fr from "@verdant/shared/messages/receipt/fr-CA.json";
import { receiptRegistrations, receiptTime } from "@verdant/shared/receipts";
import type { Receipt, SendReceiptInput } from "@verdant/shared/sales";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, locations, offlineSales, organizations } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadSale } from "./sales.present.ts";

const receiptMessages = translator<keyof typeof en>({ en, "fr-CA": fr });

/** What every receipt of the location prints about the store (the register's offline copy keeps it too). */
export async function receiptStoreOf(db: Db, scope: LocationScope): Promise<Receipt["store"]> {
  const [row] = await db
    .select({ location: locations, organizationName: organizations.name })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(eq(locations.id, scope.locationId));
  const l = row!.location;
  const t = receiptMessages(l.receiptLanguage);
  return {
    name: l.name,
    address: l.address,
    address2: l.address2,
    city: l.city,
    state: l.state,
    postalCode: l.postalCode,
    country: l.country,
    currency: l.currency,
    timeZone: l.timeZone,
    legalName: l.legalName ?? row!.organizationName,
    registrations: receiptRegistrations(l.country, l, (kind) => t("registration", { kind })),
    returnPolicy: l.returnPolicy,
    language: l.receiptLanguage,
  };
}

/** The sale with what its receipt prints about the store, and where it can be sent. */
export async function loadReceipt(db: Db, scope: LocationScope, saleId: string): Promise<Receipt> {
  const sale = await loadSale(db, scope, saleId);
  const [contact] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, sale.customer.id));
  // A sale rung up offline keeps the number its paper receipt was printed with (decision 0027).
  const [offline] = await db
    .select({ offlineReceipt: offlineSales.offlineReceipt })
    .from(offlineSales)
    .where(eq(offlineSales.saleId, sale.id));
  return {
    sale,
    store: await receiptStoreOf(db, scope),
    contact: { email: contact?.email ?? null, phone: contact?.phone ?? null },
    offlineReceipt: offline?.offlineReceipt ?? null,
  };
}

export function receiptText(receipt: Receipt): string {
  const { sale, store } = receipt;
  const t = receiptMessages(store.language);
  const locale = formattingLocale(store.language, store.country);
  const m = (cents: number) => formatCents(cents, store.currency, locale);
  const lines = [
    store.name,
    ...(store.legalName !== store.name ? [store.legalName] : []),
    [store.address, store.address2, store.city, store.state, store.postalCode].filter(Boolean).join(", "),
    ...store.registrations.map((r) => `${r.label} ${r.number}`),
    `${t("receiptNumber", { number: sale.receiptNumber })} · ${receiptTime(sale.completedAt, store.timeZone, store.country, store.language)}`,
    ...(receipt.offlineReceipt ? [t("offlineReceipt", { number: receipt.offlineReceipt })] : []),
    t("servedBy", { cashier: sale.cashier.name, register: sale.register.name }),
    "",
  ];
  for (const line of sale.lines) {
    const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(line.quantity);
    const qty = t(line.unit === "GRAM" ? "quantityGrams" : "quantityEach", { quantity });
    lines.push(`${qty} ${line.name}  ${m(line.grossCents)}`);
    for (const d of line.discounts) lines.push(`   ${d.name}  -${m(d.amountCents)}`);
  }
  lines.push("", `${t("subtotal")}  ${m(sale.totals.subtotalCents)}`);
  if (sale.totals.discountCents) lines.push(`${t("discounts")}  -${m(sale.totals.discountCents)}`);
  for (const x of sale.taxes) {
    const tax = t("taxOn", {
      tax: t("taxName", { name: x.name }),
      rate: formatPpm(x.ratePpm, locale),
      base: m(x.baseCents),
    });
    lines.push(`${tax}  ${m(x.amountCents)}`);
  }
  lines.push(`${t("total")}  ${m(sale.totals.totalCents)}`);
  if (sale.totals.roundingCents) lines.push(`${t("cashRounding")}  ${m(sale.totals.roundingCents)}`);
  for (const x of sale.tenders)
    lines.push(`${t("tender", { type: x.type })}${x.reference ? ` (${x.reference})` : ""}  ${m(x.amountCents)}`);
  if (sale.totals.changeCents) lines.push(`${t("change")}  ${m(sale.totals.changeCents)}`);
  if (sale.status === "VOIDED") lines.push("", t("voided"));
  for (const r of sale.refunds) {
    lines.push(`${t("refundedOn", { date: localDay(store.timeZone, new Date(r.createdAt)) })}  -${m(r.totalCents)}`);
  }
  if (store.returnPolicy) lines.push("", t("returns", { policy: store.returnPolicy }));
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
    subject: receiptMessages(receipt.store.language)("subject", {
      number: receipt.sale.receiptNumber,
      store: receipt.store.name,
    }),
    body: receiptText(receipt),
  });
  return { channel, to };
}
