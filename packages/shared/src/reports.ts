// Reports (issue 16): the end of day (Z report) of a location or one drawer session, and the tax liability of a
// period. Every figure is integer cents computed from the recorded sales, lines, refunds, tenders and drawer
// movements; days are the location's calendar days in its time zone (decision 0020).
import { z } from "zod";
import { calendarDate } from "./customers.ts";
import { drawerMovement, drawerSession, drawerSummary } from "./drawers.ts";
import { salesGroupings, valuationGroupings } from "./list-filters.ts";
import { TENDER_TYPES } from "./pricing/pricing.types.ts";
import { uuidSchema } from "./validation.ts";

/** The longest period one report reads: two years and a day, so "the last two years" always fits. */
export const REPORT_MAX_DAYS = 732;

export const endOfDayQuery = z.object({
  date: calendarDate("date").optional(),
  drawerSessionId: uuidSchema("drawerSessionId").optional(),
});
export type EndOfDayQuery = z.input<typeof endOfDayQuery>;

/** @alias */
export const sendEndOfDayInput = endOfDayQuery;
export type SendEndOfDayInput = z.input<typeof sendEndOfDayInput>;
export const endOfDaySent = z.object({ to: z.string() });

const dayDiff = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

export const periodShape = { from: calendarDate("from"), to: calendarDate("to") };

/** A period of the location's days: from on or before to, at most REPORT_MAX_DAYS long. */
export const checkedPeriod = <S extends z.ZodObject<typeof periodShape>>(schema: S) =>
  schema
    .refine((q) => q.from <= q.to, { message: "to must be on or after from", path: ["to"] })
    .refine((q) => dayDiff(q.from, q.to) < REPORT_MAX_DAYS, {
      message: `to must be at most ${REPORT_MAX_DAYS - 1} days after from`,
      path: ["to"],
    });

export const periodQuery = checkedPeriod(z.object(periodShape));
export type PeriodQuery = z.input<typeof periodQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const rateTax = z.object({
  rateId: z.string(),
  name: z.string(),
  ratePpm: z.number().int(),
  /** The line bases the rate was computed on, and the tax it collected. */
  baseCents: z.number().int(),
  collectedCents: z.number().int(),
  /** The share of the tax given back by refunds (allocated per rate so that it adds up to each refund's tax). */
  refundedCents: z.number().int(),
  netCents: z.number().int(),
});
export type RateTax = z.infer<typeof rateTax>;

const tenderFigures = z.object(
  Object.fromEntries(TENDER_TYPES.map((type) => [type, z.number().int()])) as Record<
    (typeof TENDER_TYPES)[number],
    z.ZodNumber
  >,
);

export const voidedSale = z.object({
  saleId: z.uuid(),
  receiptNumber: z.number().int(),
  totalCents: z.number().int(),
  cashier: person,
  voidedBy: person.nullable(),
  voidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});

/** What one drawer session, or the whole day, took: the Z report's figures. */
export const endOfDayFigures = z.object({
  salesCount: z.number().int(),
  refundCount: z.number().int(),
  voidCount: z.number().int(),
  /** Line prices before discounts, of the sales that stand (voided ones excluded). */
  grossSalesCents: z.number().int(),
  discountCents: z.number().int(),
  /** Net (before tax) of the refunds made. */
  returnsCents: z.number().int(),
  /** gross − discounts − returns. */
  netSalesCents: z.number().int(),
  taxes: z.array(rateTax),
  taxCents: z.number().int(),
  /** What the sales took less what refunds gave back, per tender (cash net of change). */
  tenders: tenderFigures,
  salesByTender: tenderFigures,
  refundsByTender: tenderFigures,
  cash: z.object({
    openingFloatCents: z.number().int(),
    payInsCents: z.number().int(),
    payOutsCents: z.number().int(),
    dropsCents: z.number().int(),
    expectedCents: z.number().int(),
    /** null while a drawer of the day is still open. */
    countedCents: z.number().int().nullable(),
    overShortCents: z.number().int().nullable(),
  }),
  firstReceiptNumber: z.number().int().nullable(),
  lastReceiptNumber: z.number().int().nullable(),
  voids: z.array(voidedSale),
  drops: z.array(drawerMovement),
});
export type EndOfDayFigures = z.infer<typeof endOfDayFigures>;

export const endOfDay = z.object({
  date: z.string(),
  timeZone: z.string(),
  currency: z.enum(["CAD", "USD"]),
  locationName: z.string(),
  /** False when the report holds one cashier's own drawers only (a cashier's view). */
  everyDrawer: z.boolean(),
  openDrawers: z.number().int(),
  total: endOfDayFigures,
  drawers: z.array(z.object({ session: drawerSession, summary: drawerSummary, figures: endOfDayFigures })),
});
export type EndOfDay = z.infer<typeof endOfDay>;

export const exemptionReasons = ["MEDICAL"] as const;
export type ExemptionReason = (typeof exemptionReasons)[number];
export const EXEMPTION_LABELS: Record<ExemptionReason, string> = { MEDICAL: "Medical card" };

export const taxLiabilityRate = rateTax.extend({
  groupName: z.string().nullable(),
  refundedBaseCents: z.number().int(),
  exempt: z.array(z.object({ reason: z.enum(exemptionReasons), label: z.string(), baseCents: z.number().int() })),
});
export type TaxLiabilityRate = z.infer<typeof taxLiabilityRate>;

export const taxLiability = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.enum(["CAD", "USD"]),
  locationName: z.string(),
  rates: z.array(taxLiabilityRate),
  totals: z.object({
    /** Line net (after discounts, before tax) of the sales that stand: the gross receipts excise returns ask for. */
    grossReceiptsCents: z.number().int(),
    returnsCents: z.number().int(),
    netReceiptsCents: z.number().int(),
    /** Line net that carried no tax at all. */
    untaxedCents: z.number().int(),
    collectedCents: z.number().int(),
    refundedCents: z.number().int(),
    netCents: z.number().int(),
  }),
});
export type TaxLiability = z.infer<typeof taxLiability>;

export { salesGroupings };
export type SalesGrouping = (typeof salesGroupings)[number];

export const salesReportQuery = checkedPeriod(
  z.object({
    ...periodShape,
    groupBy: z.enum(salesGroupings, { error: `groupBy must be one of ${salesGroupings.join(", ")}` }).default("day"),
  }),
);
export type SalesReportQuery = z.input<typeof salesReportQuery>;

const salesFigures = z.object({
  sales: z.number().int(),
  /** Units kept (sold less refunded) of EACH products, and milligrams kept of GRAM products. */
  units: z.number().int(),
  milligrams: z.number().int(),
  /** Line net (after discounts, before tax) less what refunds gave back. */
  netSalesCents: z.number().int(),
  /** The cost of the lots the kept units came from. */
  costCents: z.number().int(),
  marginCents: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  /** The period of the same length just before. */
  previousFrom: z.string(),
  previousTo: z.string(),
  groupBy: z.enum(salesGroupings),
  timeZone: z.string(),
  currency: z.enum(["CAD", "USD"]),
  locationName: z.string(),
  rows: z.array(z.object({ key: z.string(), label: z.string(), current: salesFigures, previous: salesFigures })),
  totals: z.object({ current: salesFigures, previous: salesFigures }),
});
export type SalesReport = z.infer<typeof salesReport>;

export { valuationGroupings };
export const valuationQuery = z.object({
  date: calendarDate("date"),
  groupBy: z
    .enum(valuationGroupings, { error: `groupBy must be one of ${valuationGroupings.join(", ")}` })
    .default("category"),
});
export type ValuationQuery = z.input<typeof valuationQuery>;

const stockFigures = z.object({
  lots: z.number().int(),
  /** Units of EACH products and milligrams of GRAM products. */
  units: z.number().int(),
  milligrams: z.number().int(),
  valueCents: z.number().int(),
});

export const inventoryValuation = z.object({
  date: z.string(),
  groupBy: z.enum(valuationGroupings),
  currency: z.enum(["CAD", "USD"]),
  locationName: z.string(),
  rows: z.array(stockFigures.extend({ key: z.string(), label: z.string() })),
  totals: stockFigures,
});
export type InventoryValuation = z.infer<typeof inventoryValuation>;

export const shrinkReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.enum(["CAD", "USD"]),
  locationName: z.string(),
  /** Manual adjustments and audits, by reason, note and employee: negative when stock went missing. */
  rows: z.array(
    z.object({
      reason: z.string(),
      note: z.string().nullable(),
      employee: z.object({ id: z.string().nullable(), name: z.string() }),
      entries: z.number().int(),
      units: z.number().int(),
      milligrams: z.number().int(),
      valueCents: z.number().int(),
    }),
  ),
  totals: z.object({ entries: z.number().int(), valueCents: z.number().int() }),
});
export type ShrinkReport = z.infer<typeof shrinkReport>;
