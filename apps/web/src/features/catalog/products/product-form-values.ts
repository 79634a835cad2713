// The product editor's values (text as typed) ↔ the API's integers: money in cents, weight in milligrams,
// potency in parts per million or micrograms (docs/decisions/0004). Decimal text is parsed with string math.
import type { ProductForm } from "@verdant/shared/limits/limits.types";
import { type CreateProductInput, PRODUCT_LIMITS, type Product, type ProductUnit } from "@verdant/shared/products";
import { formatScaled } from "../../../lib/decimal.ts";
import { parseDecimal } from "../../../lib/money.ts";

export type ProductFormValues = {
  name: string;
  description: string;
  sku: string;
  /** Comma- or line-separated. */
  barcodes: string;
  brandId: string;
  categoryId: string;
  strainId: string;
  priorityId: string;
  vendorId: string;
  tagIds: string[];
  priceCents: string;
  costCents: string;
  unit: ProductUnit;
  netWeightMg: string;
  thcPpm: string;
  cbdPpm: string;
  thcMcgPerUnit: string;
  cbdMcgPerUnit: string;
  unitsPerPack: string;
  /** "" while not set (limits count it as a solid). */
  form: "" | ProductForm;
  reorderPoint: string;
};

type DecimalField =
  | "priceCents"
  | "costCents"
  | "netWeightMg"
  | "thcPpm"
  | "cbdPpm"
  | "thcMcgPerUnit"
  | "cbdMcgPerUnit"
  | "unitsPerPack"
  | "reorderPoint";

/** How each number is typed: its label in messages, decimals kept, and the most the API takes. */
export const decimalFields: Record<DecimalField, { label: string; digits: number; max: number }> = {
  priceCents: { label: "Price", digits: 2, max: PRODUCT_LIMITS.centsMax },
  costCents: { label: "Cost", digits: 2, max: PRODUCT_LIMITS.centsMax },
  netWeightMg: { label: "Net weight", digits: 3, max: PRODUCT_LIMITS.weightMgMax },
  // 1 % = 10,000 ppm, so a percentage keeps 4 decimals.
  thcPpm: { label: "THC", digits: 4, max: PRODUCT_LIMITS.ppmMax },
  cbdPpm: { label: "CBD", digits: 4, max: PRODUCT_LIMITS.ppmMax },
  thcMcgPerUnit: { label: "THC per unit", digits: 3, max: PRODUCT_LIMITS.mcgMax },
  cbdMcgPerUnit: { label: "CBD per unit", digits: 3, max: PRODUCT_LIMITS.mcgMax },
  unitsPerPack: { label: "Units per pack", digits: 0, max: PRODUCT_LIMITS.unitsPerPackMax },
  reorderPoint: { label: "Reorder point", digits: 0, max: PRODUCT_LIMITS.reorderPointMax },
};

const text = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? "" : formatScaled(value, digits, digits === 2);

export function productFormValues(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    sku: product?.sku ?? "",
    barcodes: product?.barcodes.join(", ") ?? "",
    brandId: product?.brandId ?? "",
    categoryId: product?.categoryId ?? "",
    strainId: product?.strainId ?? "",
    priorityId: product?.priorityId ?? "",
    vendorId: product?.vendorId ?? "",
    tagIds: product?.tagIds ?? [],
    priceCents: text(product?.priceCents, 2),
    costCents: text(product?.costCents, 2),
    unit: product?.unit ?? "EACH",
    netWeightMg: text(product?.netWeightMg, 3),
    thcPpm: text(product?.thcPpm, 4),
    cbdPpm: text(product?.cbdPpm, 4),
    thcMcgPerUnit: text(product?.thcMcgPerUnit, 3),
    cbdMcgPerUnit: text(product?.cbdMcgPerUnit, 3),
    unitsPerPack: text(product?.unitsPerPack, 0),
    form: product?.form ?? "",
    reorderPoint: text(product?.reorderPoint, 0),
  };
}

export type ProductFormResult = { input: CreateProductInput; errors: Partial<Record<DecimalField, string>> };

/**
 * The request the form sends, and the numbers it could not read. Blank optional fields are null (cleared on
 * an edit); a blank SKU is left out so the server generates one. The image is chosen apart (an uploaded image
 * comes back as a short-lived link, which must never be sent back as the product's own URL).
 */
export function toProductInput(values: ProductFormValues): ProductFormResult {
  const errors: ProductFormResult["errors"] = {};
  const numbers: Partial<Record<DecimalField, number | null>> = {};
  for (const [field, rule] of Object.entries(decimalFields) as [DecimalField, (typeof decimalFields)[DecimalField]][]) {
    const raw = values[field].trim();
    if (raw === "") {
      if (field === "priceCents") errors[field] = "Price is required";
      else numbers[field] = null;
      continue;
    }
    const parsed = parseDecimal(raw, rule.digits, rule.max);
    if (parsed.ok && field === "unitsPerPack" && parsed.value < 1) errors[field] = `${rule.label} must be at least 1`;
    else if (parsed.ok) numbers[field] = parsed.value;
    else errors[field] = `${rule.label} ${parsed.error}`;
  }
  const nullable = (id: string) => (id === "" ? null : id);
  const input: CreateProductInput = {
    name: values.name,
    description: values.description.trim() === "" ? null : values.description,
    ...(values.sku.trim() ? { sku: values.sku } : {}),
    barcodes: values.barcodes
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter(Boolean),
    brandId: nullable(values.brandId),
    categoryId: nullable(values.categoryId),
    strainId: nullable(values.strainId),
    priorityId: nullable(values.priorityId),
    vendorId: nullable(values.vendorId),
    tagIds: values.tagIds,
    priceCents: numbers.priceCents ?? 0,
    costCents: numbers.costCents ?? null,
    unit: values.unit,
    netWeightMg: numbers.netWeightMg ?? null,
    thcPpm: numbers.thcPpm ?? null,
    cbdPpm: numbers.cbdPpm ?? null,
    thcMcgPerUnit: numbers.thcMcgPerUnit ?? null,
    cbdMcgPerUnit: numbers.cbdMcgPerUnit ?? null,
    unitsPerPack: numbers.unitsPerPack ?? null,
    form: values.form === "" ? null : values.form,
    reorderPoint: numbers.reorderPoint ?? null,
  };
  return { input, errors };
}
