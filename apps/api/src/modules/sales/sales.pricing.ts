// The server's price of a cart (domain.md → Pricing): the same priceCart the register runs in the browser, fed
// from the database — products with their compliance class, each product's tax group (brand, else category), the
// location's confirmed discounts in order, the customer's type and groups, and today's prior limit usage.
import { ageOn, type Customer, minimumAgeFor, pricingTypeOf } from "@verdant/shared/customers";
import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import { formatLimitAmount, type LimitLine, type ProductForm } from "@verdant/shared/limits/limits.types";
import { limitsFor } from "@verdant/shared/limits/limits.usage";
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import { thcMgPerUnitOf, toEngineLine } from "@verdant/shared/pricing/pricing.lines";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import type {
  CartLine,
  CustomerType,
  MedicalCardType,
  PricedCart,
  Tender,
} from "@verdant/shared/pricing/pricing.types";
import { type CartLineInput, toEngineQuantity } from "@verdant/shared/sales";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { refuseMissingFigures, refuseUnsellable } from "../../lib/pricing-refusals.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { hasDayLimits, priorUsageMg, priorUsageOf } from "./sales.limits.ts";
import type { SellingSetup } from "./sales.setup.ts";
import { readProducts, scopeValues } from "./sales.statements.ts";

export interface ProductFacts {
  id: string;
  name: string;
  sku: string;
  status: "PUBLISHED" | "ARCHIVED";
  priceCents: number;
  unit: "EACH" | "GRAM";
  netWeightMg: number | null;
  thcPpm: number | null;
  thcMcgPerUnit: number | null;
  unitsPerPack: number | null;
  form: ProductForm | null;
  brandId: string | null;
  brandName: string | null;
  /** Recorded on the sale's lines (decision 0038). */
  vendorId: string | null;
  categoryId: string | null;
  categoryName: string | null;
  complianceClass: string | null;
  taxGroupId: string | null;
}

/** The products of a cart with what pricing needs (one prepared statement, the same the sale's cart read uses). */
export async function loadProducts(db: Db, scope: LocationScope, ids: string[]): Promise<Map<string, ProductFacts>> {
  const [row] = await readProducts(db, { ...scopeValues(scope), productIds: [...new Set(ids)] });
  return factsById(row?.products ?? []);
}

export const factsById = (rows: ProductFacts[]) => new Map(rows.map((row) => [row.id, row]));

/** A line as the engine and the limits read it: the shared toEngineLine the register and the tax preview use too. */
export function toCartLine(
  line: CartLineInput,
  index: number,
  product: ProductFacts,
  taxGroupId: string | null,
): CartLine {
  if (product.unit === "EACH" && !Number.isInteger(line.quantity)) {
    throw new AppError("bad_request", [say("sale.wholeNumber", { index, product: product.name })]);
  }
  return refuseUnsellable(() =>
    toEngineLine(
      { ...product, thcMgPerUnit: thcMgPerUnitOf(product.thcMcgPerUnit) },
      { lineId: String(index), quantity: toEngineQuantity(product.unit, line.quantity), taxGroupId },
    ),
  );
}

export interface SaleCustomer {
  id: string;
  name: string;
  /** MEDICAL only with a card valid today; otherwise the sale is priced and limited as RECREATIONAL. */
  pricingType: CustomerType;
  /** The valid card's type (MEDICAL pricing only): rates it exempts from are kept at 0 with the reason. */
  cardType: MedicalCardType | null;
  /** Limits with a non-resident amount apply (Illinois). */
  nonResident: boolean;
  groupIds: string[];
}

export interface Store {
  timeZone: string;
  minimumAge: number;
  medicalMinimumAge: number | null;
  today: string;
}

/** The store as a sale on `at` reads it: its time zone, minimum ages and local calendar day. */
export function storeOf(setup: SellingSetup, at: string): Store {
  const { timeZone, minimumAge, medicalMinimumAge } = setup.store;
  return { timeZone, minimumAge, medicalMinimumAge, today: toLocalMoment(at, timeZone).date };
}

/** Whether a sale on `at` counts the customer's earlier purchases of the day (its limits have a DAY bucket). */
export const countsTheDay = (setup: SellingSetup, at: string) =>
  hasDayLimits(getLimitsProfile(setup.pricing.limitsProfile, at, setup.store.timeZone));

/** The checks a sale makes of its customer (domain.md → Selling): active, old enough, a medical card valid today. */
/** What a sale reads of its customer. */
export type Buyer = Pick<
  Customer,
  | "id"
  | "firstName"
  | "lastName"
  | "status"
  | "dateOfBirth"
  | "type"
  | "medicalCardNumber"
  | "medicalCardExpiry"
  | "medicalCardType"
  | "nonResident"
  | "customerGroupIds"
>;

export function checkCustomer(customer: Buyer, store: Store): SaleCustomer {
  const name = `${customer.firstName} ${customer.lastName}`;
  if (customer.status !== "ACTIVE")
    throw new AppError("conflict", say("sale.customerStatus", { name, status: customer.status.toLowerCase() }));
  const pricingType = pricingTypeOf(customer, store.today);
  // A medical customer's own minimum (California: 18) counts only with a card valid today.
  const minimumAge = minimumAgeFor(pricingType, store);
  if (ageOn(customer.dateOfBirth, store.today) < minimumAge) {
    throw new AppError("conflict", say("sale.underAge", { name, age: minimumAge }));
  }
  return {
    id: customer.id,
    name,
    pricingType,
    cardType: pricingType === "MEDICAL" ? (customer.medicalCardType ?? null) : null,
    nonResident: customer.nonResident ?? false,
    groupIds: customer.customerGroupIds,
  };
}

export { pricingTypeOf } from "@verdant/shared/customers";

export interface PricedSale {
  at: string;
  store: Store;
  customer: SaleCustomer | null;
  products: Map<string, ProductFacts>;
  cart: CartLine[];
  priced: PricedCart;
}

export interface PriceSaleInput {
  lines: CartLineInput[];
  /** Read by the caller (a sale locks the row first); checked here against the store's day. */
  customer?: Buyer | null;
  discountCodes: string[];
  tenders?: Tender[];
  /** The products when the caller read them already (the sale reads them with its lots). */
  facts?: Map<string, ProductFacts>;
  /** The customer's lines of the day when the caller read them already (the sale's cart read). */
  priorLines?: LimitLine[];
}

/** Prices a cart as the server records it; throws 404 for a product the location does not have. */
export async function priceSale(
  db: Db,
  scope: LocationScope,
  setup: SellingSetup,
  input: PriceSaleInput,
  at = new Date().toISOString(),
) {
  const ids = input.lines.map((l) => l.productId);
  const store = storeOf(setup, at);
  const context = setup.pricing;
  const facts = input.facts ?? (await loadProducts(db, scope, ids));
  const cart = input.lines.map((line, i) => {
    const product = facts.get(line.productId);
    if (!product) throw notFound("product");
    return toCartLine(line, i, product, product.taxGroupId);
  });
  const customer = input.customer ? checkCustomer(input.customer, store) : null;
  const profile =
    limitsFor(getLimitsProfile(context.limitsProfile, at, store.timeZone), !!customer?.nonResident) ?? null;
  const prior = !(customer && profile)
    ? {}
    : input.priorLines
      ? priorUsageOf(profile, input.priorLines, customer.pricingType)
      : await priorUsageMg(db, scope, customer.id, profile, customer.pricingType, store);
  assertLimitsChosen(setup);
  const price = () =>
    priceCart({
      at,
      timeZone: store.timeZone,
      lines: cart,
      customer: customer
        ? { type: customer.pricingType, groupIds: customer.groupIds, cardType: customer.cardType }
        : null,
      discounts: context.discounts,
      appliedCodes: input.discountCodes,
      combinationMode: context.combinationMode,
      taxGroups: context.taxGroups,
      cashRounding: context.cashRounding,
      taxRounding: context.taxRounding,
      tenders: input.tenders,
      limitsProfile: customer ? profile : null,
      priorUsageMg: prior,
    });
  const priced = refuseMissingFigures(price, (id) => facts.get(id)?.name ?? "This product");
  return { at, store, customer, products: facts, cart, priced } satisfies PricedSale;
}

export const LIMITS_NOT_CHOSEN_MESSAGE =
  "This location has no purchase-limits profile. An owner must choose one under Configure → Taxes → Purchase limits, or confirm that no limits apply, before it sells.";

/** A US or Canadian store never sells without limits unless its owner confirmed that none apply (decision 0018). */
function assertLimitsChosen(setup: SellingSetup) {
  if (setup.pricing.limitsProfile === "NONE" && !setup.store.limitsNoneConfirmed) {
    throw new AppError("conflict", say("sale.limitsNotChosen"));
  }
}

/** The refusal that names the bucket (api-conventions.md: purchase_limit_exceeded with the bucket). */
export function assertWithinLimits(priced: PricedCart): void {
  const over = priced.limits?.exceeded[0];
  if (!over) return;
  const bucket = priced.limits!.buckets.find((b) => b.bucketId === over.bucketId)!;
  const amount = (mg: number) => formatLimitAmount(mg, over.unit);
  throw new AppError(
    "purchase_limit_exceeded",
    say("sale.limitExceeded", {
      bucket: over.label,
      max: amount(bucket.maxMg),
      period: bucket.period,
      over: amount(over.overByMg),
    }),
    {
      bucketId: over.bucketId,
      bucket: over.label,
      overByMg: over.overByMg,
      maxMg: bucket.maxMg,
      unit: over.unit ?? "g",
    },
  );
}
