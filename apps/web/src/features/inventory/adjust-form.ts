// The adjust form's values and how they become the API's input (spec §3: absolute or incremental, with a
// reason). Quantities are typed in the lot's unit (grams with up to 3 decimals, or whole units) and sent as
// integers; the shared adjustQuantityInput schema checks the rest, so the form and the API say the same thing.
import {
  type AdjustmentType,
  type adjustmentReasons,
  adjustQuantityInput,
  type InventoryItem,
} from "@verdant/shared/inventory";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { parseQuantity, type StockUnit } from "../../lib/quantity.ts";

export type AdjustReason = (typeof adjustmentReasons)[number];
export type AdjustFormValues = { type: AdjustmentType; quantity: string; reason: AdjustReason | ""; note: string };
export type AdjustOutput = z.output<typeof adjustQuantityInput>;

export const adjustDefaults: AdjustFormValues = { type: "INCREMENTAL", quantity: "", reason: "", note: "" };

/** The strictest unit of the lots: a whole number is valid for every lot, grams only when all are GRAM. */
export const commonUnit = (lots: readonly Pick<InventoryItem, "unit">[]): StockUnit =>
  lots.every((lot) => lot.unit === "GRAM") ? "GRAM" : "EACH";

export const parseAdjustQuantity = (values: AdjustFormValues, unit: StockUnit) =>
  parseQuantity(values.quantity, unit, { signed: values.type === "INCREMENTAL" });

/** The count a lot would have after the change (shown before saving; the server decides). */
export function quantityAfter(current: number, type: AdjustmentType, quantity: number) {
  return type === "ABSOLUTE" ? quantity : current + quantity;
}

export function adjustResolver(unit: StockUnit): Resolver<AdjustFormValues, unknown, AdjustOutput> {
  const base = schemaResolver(adjustQuantityInput, (values: AdjustFormValues) => {
    const parsed = parseAdjustQuantity(values, unit);
    return {
      type: values.type,
      quantity: parsed.ok ? parsed.value : Number.NaN,
      reason: (values.reason || undefined) as AdjustReason,
      note: values.note,
    };
  });
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const parsed = parseAdjustQuantity(values, unit);
    if (parsed.ok) return result;
    // "quantity must have at most 3 decimal places" says more than the schema's "must be a number".
    const message = values.quantity.trim() === "" ? "quantity is required" : `quantity ${parsed.error}`;
    return { values: {}, errors: { ...result.errors, quantity: { type: "parse", message } } };
  };
}
