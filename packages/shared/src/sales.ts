// Selling at a register (domain.md → Selling): the cart, its preview (the engine's priced cart), parked carts, the
// completed sale with tenders, the receipt, voids and refunds. Quantities travel as units for EACH products and as
// grams with up to 3 decimals for GRAM products (api-conventions.md); the engine counts GRAM lines in mg.
import { z } from "zod";
import { languages } from "./languages.ts";
import { PRODUCT_FORMS } from "./limits/limits.types.ts";
import { saleStatuses } from "./list-filters.ts";
import { idList, listOf, pageQuery } from "./lists.ts";
import { locationParams } from "./locations.ts";
import { managerApproval, REFUND_TO, saleOverride } from "./overrides.ts";
import { phoneSchema } from "./phone.ts";
import { MEDICAL_CARD_TYPES, TAX_ORIGINS, TENDER_TYPES } from "./pricing/pricing.types.ts";
import { emailSchema, uuidSchema } from "./validation.ts";

export const SALE_LINES_MAX = 100;
export const SALE_QUANTITY_MAX = 10_000;

/** Units (EACH) or grams (GRAM) → the engine's integer quantity (units or mg). */
export const toEngineQuantity = (unit: "EACH" | "GRAM", quantity: number) =>
  unit === "GRAM" ? Math.round(quantity * 1000) : quantity;
export const fromEngineQuantity = (unit: "EACH" | "GRAM", quantity: number) =>
  unit === "GRAM" ? quantity / 1000 : quantity;

const hasAtMostThreeDecimals = (n: number) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;

export const cartLineInput = z.object({
  productId: uuidSchema("productId"),
  quantity: z
    .number({ error: "quantity must be a number" })
    .positive("quantity must be more than 0")
    .max(SALE_QUANTITY_MAX, `quantity must be at most ${SALE_QUANTITY_MAX}`)
    .refine(hasAtMostThreeDecimals, "quantity must have at most 3 decimals (grams)"),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

const cartLines = z
  .array(cartLineInput, { error: "lines must be a list" })
  .min(1, "lines must hold at least one product")
  .max(SALE_LINES_MAX, `lines must hold at most ${SALE_LINES_MAX} products`);

const discountCodes = z
  .array(z.string().trim().min(1).max(40), { error: "discountCodes must be a list of codes" })
  .max(10, "discountCodes must hold at most 10 codes")
  .default([]);

export const previewSaleInput = z.object({
  registerId: uuidSchema("registerId"),
  customerId: uuidSchema("customerId").optional(),
  lines: cartLines,
  discountCodes,
});
export type PreviewSaleInput = z.input<typeof previewSaleInput>;

export const tenderInput = z
  .object({
    type: z.enum(TENDER_TYPES, { error: "type must be one of CASH, DEBIT, CREDIT, OTHER" }),
    amountCents: z
      .number({ error: "amountCents must be a whole number of cents" })
      .int("amountCents must be a whole number of cents")
      .min(1, "amountCents must be at least 1")
      .max(100_000_000),
    reference: z.string().trim().max(100, "reference must be at most 100 characters").optional(),
  })
  .refine((t) => t.type !== "OTHER" || !!t.reference, { message: "reference is required for an OTHER tender" });
export type TenderInput = z.input<typeof tenderInput>;

export const completeSaleInput = z.object({
  registerId: uuidSchema("registerId"),
  drawerSessionId: uuidSchema("drawerSessionId"),
  customerId: uuidSchema("customerId"),
  lines: cartLines,
  discountCodes,
  tenders: z
    .array(tenderInput, { error: "tenders must be a list" })
    .min(1, "tenders must hold at least one payment")
    .max(10, "tenders must hold at most 10 payments"),
});
export type CompleteSaleInput = z.input<typeof completeSaleInput>;

const money = z.number().int();
const lineDiscount = z.object({ discountId: z.string(), name: z.string(), amountCents: money });
const lineTax = z.object({
  rateId: z.string(),
  name: z.string(),
  ratePpm: z.number().int(),
  compound: z.boolean(),
  baseCents: money,
  amountCents: money,
  /** The statute or page behind the rate, and the medical card that waived it (amount 0), when so (decision 0018). */
  source: z.string().nullish(),
  /** Whose figure the rate is: the jurisdiction preset's, a preset rate the store changed, or the store's own. */
  origin: z.enum(TAX_ORIGINS).nullish(),
  exemptReason: z.enum(MEDICAL_CARD_TYPES).nullish(),
});
const skippedDiscount = z.object({ discountId: z.string(), name: z.string(), reason: z.string(), message: z.string() });
const taxSummary = z.object({
  rateId: z.string(),
  name: z.string(),
  ratePpm: z.number().int(),
  baseCents: money,
  amountCents: money,
  source: z.string().nullish(),
  origin: z.enum(TAX_ORIGINS).nullish(),
  exemptReason: z.enum(MEDICAL_CARD_TYPES).nullish(),
});
const limitUnit = z.enum(["g", "plants"]).optional();
const bucketUsage = z.object({
  bucketId: z.string(),
  label: z.string(),
  unit: limitUnit,
  period: z.enum(["TRANSACTION", "DAY"]),
  maxMg: z.number().int(),
  priorMg: z.number().int(),
  cartMg: z.number().int(),
  usedMg: z.number().int(),
  remainingMg: z.number().int(),
});
export const limitUsage = z.object({
  profileCode: z.string(),
  buckets: z.array(bucketUsage),
  exceeded: z.array(z.object({ bucketId: z.string(), label: z.string(), overByMg: z.number().int(), unit: limitUnit })),
});

const pricedFigures = {
  grossCents: money,
  discounts: z.array(lineDiscount),
  discountCents: money,
  netCents: money,
  taxes: z.array(lineTax),
  taxCents: money,
  totalCents: money,
};

const productFacts = {
  productId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  unit: z.enum(["EACH", "GRAM"]),
  /** Units, or grams for GRAM products. */
  quantity: z.number(),
  unitPriceCents: money,
};

export const salePreview = z.object({
  /** MEDICAL only with a medical card valid today; otherwise the cart is taxed and limited as RECREATIONAL. */
  customer: z.object({ id: z.uuid(), name: z.string(), pricingType: z.enum(["RECREATIONAL", "MEDICAL"]) }).nullable(),
  lines: z.array(z.object({ ...productFacts, ...pricedFigures, availableQuantity: z.number() })),
  appliedDiscounts: z.array(lineDiscount),
  skippedDiscounts: z.array(skippedDiscount),
  totals: z.object({ subtotalCents: money, discountCents: money, taxCents: money, totalCents: money }),
  taxes: z.array(taxSummary),
  cashDueCents: money,
  limits: limitUsage.nullable(),
});
export type SalePreview = z.infer<typeof salePreview>;

export { saleStatuses };
export type SaleStatus = (typeof saleStatuses)[number];

const person = z.object({ id: z.uuid(), name: z.string() });

export const saleRefund = z.object({
  id: z.uuid(),
  reason: z.string(),
  disposition: z.enum(["RESTOCK", "WRITE_OFF"]),
  roomId: z.uuid().nullable(),
  drawerSessionId: z.uuid(),
  refundedBy: person,
  netCents: money,
  taxCents: money,
  totalCents: money,
  tenders: z.array(z.object({ type: z.enum(TENDER_TYPES), amountCents: money })),
  lines: z.array(z.object({ saleLineId: z.uuid(), quantity: z.number(), totalCents: money })),
  createdAt: z.string(),
});

export const sale = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  receiptNumber: z.number().int(),
  status: z.enum(saleStatuses),
  register: person,
  drawerSessionId: z.uuid(),
  cashier: person,
  customer: z.object({ id: z.uuid(), name: z.string(), type: z.enum(["RECREATIONAL", "MEDICAL"]) }),
  lines: z.array(z.object({ id: z.uuid(), ...productFacts, refundedQuantity: z.number(), ...pricedFigures })),
  tenders: z.array(z.object({ type: z.enum(TENDER_TYPES), amountCents: money, reference: z.string().nullable() })),
  appliedDiscounts: z.array(lineDiscount),
  /** The discounts the sale was priced without, with the reason, as recorded for the whole sale (not per line). */
  skippedDiscounts: z.array(skippedDiscount),
  taxes: z.array(taxSummary),
  totals: z.object({
    subtotalCents: money,
    discountCents: money,
    taxCents: money,
    totalCents: money,
    roundingCents: money,
    tenderedCents: money,
    changeCents: money,
    refundedCents: money,
  }),
  discountCodes: z.array(z.string()),
  completedAt: z.string(),
  voided: z.object({ at: z.string(), by: person, reason: z.string() }).nullable(),
  refunds: z.array(saleRefund),
  /** Voids and refunds a manager approved with their PIN at the register (decision 0019). */
  overrides: z.array(saleOverride),
});
export type Sale = z.infer<typeof sale>;

export const receipt = z.object({
  sale,
  store: z.object({
    name: z.string(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.enum(["CA", "US"]),
    currency: z.enum(["CAD", "USD"]),
    timeZone: z.string(),
    /** The business's legal name (the location's, else the organization's). */
    legalName: z.string(),
    /** Tax registration and licence numbers as the country labels them (receiptRegistrations). */
    registrations: z.array(z.object({ label: z.string(), number: z.string() })),
    returnPolicy: z.string().nullable(),
    /** The language the receipt is printed and sent in (the location's receipt language, decision 0034). */
    language: z.enum(languages),
  }),
  /** Where the receipt can be sent: the attached customer's e-mail and phone, prefilled in the send form. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** The number printed on the paper receipt of a sale rung up offline (its register's series), else null. */
  offlineReceipt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;

export const sendReceiptInput = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional() })
  .refine((v) => (v.email ? 1 : 0) + (v.phone ? 1 : 0) === 1, { message: "Send the receipt to an email or a phone" });
export type SendReceiptInput = z.input<typeof sendReceiptInput>;
export const receiptSent = z.object({ channel: z.enum(["email", "sms"]), to: z.string() });

const reason = z
  .string({ error: "reason is required" })
  .trim()
  .min(1, "reason is required")
  .max(200, "reason must be at most 200 characters");

/** A cashier's void or refund carries a manager's approval (decision 0019); a manager's own needs none. */
const approval = managerApproval.optional();

export const voidSaleInput = z.object({ reason, approval });
export type VoidSaleInput = z.input<typeof voidSaleInput>;

const refundLines = z
  .array(
    z.object({
      saleLineId: uuidSchema("saleLineId"),
      quantity: cartLineInput.shape.quantity,
    }),
  )
  .min(1, "lines must hold at least one line")
  .max(SALE_LINES_MAX)
  .optional();

export const refundSaleInput = z
  .object({
    /** The open drawer the money comes out of (it shows on that drawer's close-out). */
    drawerSessionId: uuidSchema("drawerSessionId"),
    reason,
    /** RESTOCK puts the stock back (into roomId, or the lots it came from); WRITE_OFF keeps it out. */
    disposition: z.enum(["RESTOCK", "WRITE_OFF"], { error: "disposition must be one of RESTOCK, WRITE_OFF" }),
    roomId: uuidSchema("roomId").optional(),
    /** Where the money goes (decision 0024): the tenders paid, or all in cash where the store allows it. */
    refundTo: z.enum(REFUND_TO, { error: "refundTo must be one of ORIGINAL, CASH" }).default("ORIGINAL"),
    approval,
    /** Left out: everything not refunded yet. */
    lines: refundLines,
  })
  .refine((v) => v.disposition === "RESTOCK" || !v.roomId, { message: "roomId is only for RESTOCK" });
export type RefundSaleInput = z.input<typeof refundSaleInput>;

/** The lines of a refund to preview (left out: everything not refunded yet). */
export const refundPreviewInput = z.object({ lines: refundLines });
export type RefundPreviewInput = z.input<typeof refundPreviewInput>;

export const saleParams = locationParams.extend({ saleId: uuidSchema("saleId") });

export const parkCartInput = z.object({
  registerId: uuidSchema("registerId"),
  customerId: uuidSchema("customerId").optional(),
  label: z.string().trim().max(60, "label must be at most 60 characters").optional(),
  lines: cartLines,
  discountCodes,
});
export type ParkCartInput = z.input<typeof parkCartInput>;

export const parkedCart = z.object({
  id: z.uuid(),
  registerId: z.uuid(),
  customerId: z.uuid().nullable(),
  label: z.string().nullable(),
  lines: z.array(z.object({ productId: z.uuid(), quantity: z.number() })),
  discountCodes: z.array(z.string()),
  parkedBy: person,
  createdAt: z.string(),
});
export type ParkedCart = z.infer<typeof parkedCart>;
export const parkedCartList = listOf(parkedCart);
export const parkedCartQuery = z.object({ registerId: uuidSchema("registerId").optional(), ...pageQuery() });
export const parkedCartParams = locationParams.extend({ parkedCartId: uuidSchema("parkedCartId") });

/** The register's product search: sellable stock of its rooms, by name/SKU word prefixes, barcode or category. */
export const sellableQuery = z.object({
  search: z.string().trim().max(100).optional(),
  barcode: z.string().trim().max(100).optional(),
  categoryId: uuidSchema("categoryId").optional(),
  /** These products only (a resumed cart's lines). */
  productIds: idList("productIds"),
  ...pageQuery(20),
});
export type SellableQuery = z.input<typeof sellableQuery>;
export const sellableProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  barcodes: z.array(z.string()),
  brandId: z.uuid().nullable(),
  brandName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  complianceClass: z.string().nullable(),
  unit: z.enum(["EACH", "GRAM"]),
  priceCents: money,
  /** Units, or grams for GRAM products, in AVAILABLE unexpired lots of the register's rooms. */
  availableQuantity: z.number(),
  /** What the register's priceCart needs beyond the price: the tax group (brand, else category) and the weights. */
  taxGroupId: z.uuid().nullable(),
  netWeightMg: z.number().int().nullable(),
  thcPpm: z.number().int().nullable(),
  /** THC per unit in mg, rounded up as the server counts it, so limits never under-count. */
  thcMgPerUnit: z.number().int().nullable(),
  /** Seeds (or plants) in one pack, counted by limits. */
  unitsPerPack: z.number().int().nullable(),
  /** Solid or non-solid (edibles and topicals), counted apart by limits where the law does. */
  form: z.enum(PRODUCT_FORMS).nullable(),
});
export const sellableList = listOf(sellableProduct);
