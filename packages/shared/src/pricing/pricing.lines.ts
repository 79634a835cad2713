// One product → one engine line (issue 18): the register, the tax preview and the server's sale build their cart
// lines here, so the browser never prices a product the server would refuse, nor prices it another way. A product
// without a category has no compliance class, which decides its purchase limits: it is refused everywhere, never
// priced as an accessory.
import { COMPLIANCE_CLASSES, type ComplianceClass, formApplies, type ProductForm } from "../limits/limits.types.ts";
import type { CartLine } from "./pricing.types.ts";

/** What a product must tell the engine; the register's sellable product and the server's product facts fit it. */
export interface LineProduct {
  id: string;
  name: string;
  /** Absent means published (the register's search lists published products only). */
  status?: "PUBLISHED" | "ARCHIVED";
  brandId: string | null;
  categoryId: string | null;
  /** The category's compliance class; null when the product has no category. */
  complianceClass: string | null;
  unit: "EACH" | "GRAM";
  priceCents: number;
  netWeightMg: number | null;
  /** THC as parts per million of weight (22.5 % = 225000). */
  thcPpm: number | null;
  /** THC per unit in whole mg, rounded up from the label's µg (thcMgPerUnitOf) so limits never under-count. */
  thcMgPerUnit?: number | null;
  /** Seeds (or plants) in one pack; absent or null: one. */
  unitsPerPack?: number | null;
  /** Solid or non-solid (edibles and topicals); absent or null: solid. */
  form?: ProductForm | null;
}

export interface LineRequest {
  lineId: string;
  /** Engine units: whole units (EACH) or milligrams (GRAM). */
  quantity: number;
  /** The product's tax group as resolved for the location (brand, else category). */
  taxGroupId: string | null;
  /** A manager's price for this line (the tax preview's what-if); absent: the product's price. */
  unitPriceCents?: number;
}

export const UNSELLABLE_REASONS = ["ARCHIVED", "NO_CATEGORY", "FRACTIONAL_UNITS"] as const;
export type UnsellableReason = (typeof UNSELLABLE_REASONS)[number];

/** A product that cannot become a cart line; the message is the one the API answers (409) and the register shows. */
export class UnsellableProductError extends RangeError {
  constructor(
    readonly productId: string,
    readonly productName: string,
    readonly reason: UnsellableReason,
  ) {
    super(unsellableMessage(productName, reason));
    this.name = "UnsellableProductError";
  }
}

export function unsellableMessage(name: string, reason: UnsellableReason): string {
  if (reason === "ARCHIVED") return `${name} is archived and cannot be sold.`;
  if (reason === "NO_CATEGORY") return `${name} has no category, which decides how it counts towards purchase limits.`;
  return `${name} is sold by the unit: its quantity must be a whole number.`;
}

/** The label's µg of THC per unit as limits count it: whole mg, rounded up. */
export const thcMgPerUnitOf = (mcg: number | null | undefined): number | null =>
  mcg == null ? null : Math.ceil(mcg / 1000);

const isComplianceClass = (value: string | null): value is ComplianceClass =>
  value !== null && (COMPLIANCE_CLASSES as readonly string[]).includes(value);

export function toEngineLine(product: LineProduct, request: LineRequest): CartLine {
  if (product.status === "ARCHIVED") throw new UnsellableProductError(product.id, product.name, "ARCHIVED");
  if (!isComplianceClass(product.complianceClass))
    throw new UnsellableProductError(product.id, product.name, "NO_CATEGORY");
  if (product.unit === "EACH" && !Number.isInteger(request.quantity))
    throw new UnsellableProductError(product.id, product.name, "FRACTIONAL_UNITS");
  return {
    lineId: request.lineId,
    productId: product.id,
    brandId: product.brandId,
    categoryId: product.categoryId,
    unitPriceCents: request.unitPriceCents ?? product.priceCents,
    taxGroupId: request.taxGroupId,
    complianceClass: product.complianceClass,
    unit: product.unit,
    quantity: request.quantity,
    netWeightMg: product.netWeightMg ?? 0,
    thcMgPerUnit: product.thcMgPerUnit ?? null,
    thcPercentPpm: product.thcPpm,
    unitsPerPack: product.unitsPerPack ?? null,
    // Only a class that holds both forms carries one; a stale form left on a product moved to flower counts nothing.
    form: formApplies(product.complianceClass) ? (product.form ?? null) : null,
  };
}
