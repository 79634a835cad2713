// A purchase order as the vendor sees it (issue 15): one document for the printed page and the e-mail. The
// e-mail goes through the messaging delivery (SMTP, or the development outbox) to the vendor's contact e-mail on
// record, never to an address the caller types.
import {
  type EmailPurchaseOrderInput,
  emailBlockedReason,
  type PurchaseOrderDocument,
} from "@verdant/shared/purchase-order-document";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, organizations, vendors } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import { moneyText } from "../../lib/money-text.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadPurchaseOrderDetail } from "./purchase-orders.entity.ts";

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p?.trim()));
const cityLine = (city: string | null, state: string | null, postal: string | null) =>
  [[city, state].filter(Boolean).join(", "), postal].filter(Boolean).join(" ");

export async function loadPurchaseOrderDocument(
  db: Db,
  scope: LocationScope,
  id: string,
): Promise<PurchaseOrderDocument> {
  const purchaseOrder = await loadPurchaseOrderDetail(db, scope, id);
  const [store] = await db
    .select({ location: locations, businessName: organizations.name })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(eq(locations.id, scope.locationId));
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, purchaseOrder.vendorId));
  if (!store || !vendor) throw notFound("purchaseOrder");
  const l = store.location;
  return {
    purchaseOrder,
    buyer: {
      businessName: store.businessName,
      name: l.name,
      address: lines(l.address, l.address2, cityLine(l.city, l.state, l.postalCode)),
      currency: l.currency,
    },
    vendor: {
      name: vendor.name,
      address: lines(vendor.address, cityLine(vendor.city, vendor.state, vendor.zipCode)),
      contactName: vendor.contactName,
      email: vendor.contactEmail,
      phone: vendor.contactPhone,
      licenseNumber: vendor.licenseNumber,
    },
  };
}

/** Grams for GRAM products (milligrams here), whole units otherwise. */
function quantityText(quantity: number, unit: "EACH" | "GRAM"): string {
  if (unit === "EACH") return String(quantity);
  const mg = String(quantity % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${Math.floor(quantity / 1000)}${mg ? `.${mg}` : ""} g`;
}

export function purchaseOrderText(doc: PurchaseOrderDocument, message: string | null): string {
  const { purchaseOrder: po, buyer, vendor } = doc;
  const m = (cents: number) => moneyText(cents, buyer.currency);
  const out = [
    `Purchase order ${po.poNumber}`,
    "",
    ...(message ? [message, ""] : []),
    `From: ${buyer.businessName} · ${buyer.name}`,
    ...buyer.address,
    "",
    `To: ${vendor.name}${vendor.contactName ? ` · attn. ${vendor.contactName}` : ""}`,
    ...vendor.address,
    "",
    `Ordered: ${(po.submittedAt ?? po.createdAt).slice(0, 10)}`,
    ...(po.expectedAt ? [`Expected: ${po.expectedAt.slice(0, 10)}`] : []),
    "",
    "SKU · Product · Quantity · Unit cost · Line total",
    ...po.items.map(
      (i) =>
        `${i.sku} · ${i.productName} · ${quantityText(i.quantity, i.unit)} · ${m(i.unitCostCents)}${i.unit === "GRAM" ? "/g" : ""} · ${m(i.lineTotalCents)}`,
    ),
    "",
    `Subtotal ${m(po.subtotalCents)}`,
    `Tax ${m(po.taxCents)}`,
    `Total ${m(po.totalCents)}`,
  ];
  if (po.notes) out.push("", `Notes: ${po.notes}`);
  return out.join("\n");
}

/** Sends the order to the vendor's contact e-mail; 409 with the reason when it cannot be sent. */
export async function emailPurchaseOrder(
  ctx: DeliveryContext,
  scope: LocationScope,
  id: string,
  input: Pick<EmailPurchaseOrderInput, "message">,
) {
  const doc = await loadPurchaseOrderDocument(ctx.db, scope, id);
  const blocked = emailBlockedReason(doc.purchaseOrder, doc.vendor.email);
  if (blocked) {
    const { status } = doc.purchaseOrder;
    const key =
      status === "DRAFT" ? "po.emailDraft" : status === "CANCELLED" ? "po.emailCancelled" : "po.emailNoAddress";
    throw new AppError("conflict", say(key));
  }
  await deliver(ctx, {
    channel: "email",
    to: doc.vendor.email!,
    subject: `Purchase order ${doc.purchaseOrder.poNumber} from ${doc.buyer.businessName}`,
    body: purchaseOrderText(doc, input.message ?? null),
  });
  return { to: doc.vendor.email!, sentAt: new Date().toISOString() };
}
