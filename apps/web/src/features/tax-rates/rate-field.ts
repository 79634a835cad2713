// The rate a person types as a percent (8.875) and the API's parts per million (88750), with string math.
import { RATE_PPM_MAX } from "@verdant/shared/tax-rates";
import { percentToPpm } from "../../lib/decimal.ts";

export const RATE_FORMAT_MESSAGE = "Enter the rate as a percent, such as 8.875 (up to 4 decimals)";
export const RATE_MAX_MESSAGE = "The rate must be at most 100%";

/** The ppm of a typed percent, or the sentence to show under the field. */
export function parseRate(text: string): { ppm: number } | { error: string } {
  const ppm = percentToPpm(text);
  if (ppm === null) return { error: RATE_FORMAT_MESSAGE };
  if (ppm > RATE_PPM_MAX) return { error: RATE_MAX_MESSAGE };
  return { ppm };
}
