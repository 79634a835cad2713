// Our integer quantities ↔ the state's decimal ones. A GRAM product counts milligrams here; an EACH product whole
// units. The package's state unit decides what the state hears: Grams (or Milligrams, Ounces) of weight, or Each.
const MG_PER: Record<string, number> = {
  Grams: 1000,
  Milligrams: 1,
  Ounces: 28_349.523,
  Pounds: 453_592.37,
  Kilograms: 1_000_000,
};

/** The state unit a product's lot gets when its package says nothing (GRAM → Grams, EACH → Each). */
export const defaultStateUnit = (unit: "EACH" | "GRAM") => (unit === "GRAM" ? "Grams" : "Each");

const decimals = (value: number) => Math.round(value * 1000) / 1000;

/** Our quantity of a lot in the state's unit (an EACH product in a weighed package counts its net weight). */
export function toStateQuantity(
  unit: "EACH" | "GRAM",
  quantity: number,
  stateUnit: string,
  netWeightMg: number | null,
): number {
  const perMg = MG_PER[stateUnit];
  if (stateUnit === "Each" || perMg === undefined) return quantity;
  const mg = unit === "GRAM" ? quantity : quantity * (netWeightMg ?? 0);
  return decimals(mg / perMg);
}

/** The state's quantity as our integer quantity (rounded to the nearest mg or unit). */
export function fromStateQuantity(
  unit: "EACH" | "GRAM",
  quantity: number,
  stateUnit: string,
  netWeightMg: number | null,
): number {
  const perMg = MG_PER[stateUnit];
  if (stateUnit === "Each" || perMg === undefined) return Math.round(quantity);
  const mg = quantity * perMg;
  return unit === "GRAM" ? Math.round(mg) : Math.round(mg / Math.max(netWeightMg ?? 0, 1));
}

/** Cents as the state's dollars. */
export const dollars = (cents: number) => Math.round(cents) / 100;
