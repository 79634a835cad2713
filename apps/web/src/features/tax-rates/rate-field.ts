// The rate a person types as a percent (8.875) and the API's parts per million (88750), with string math.
import { RATE_PPM_MAX } from "@verdant/shared/tax-rates";
import { percentToPpm } from "../../lib/decimal.ts";

/** The ppm of a typed percent, or the catalog key of the sentence to show under the field. */
export function parseRate(text: string): { ppm: number } | { error: "form.rateFormat" | "form.rateMax" } {
  const ppm = percentToPpm(text);
  if (ppm === null) return { error: "form.rateFormat" };
  if (ppm > RATE_PPM_MAX) return { error: "form.rateMax" };
  return { ppm };
}
