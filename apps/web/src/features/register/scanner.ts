// Product entry at the register: a keyboard-wedge scanner "types" a code in a burst and presses Enter; a person
// types slower. Enter adds an exact barcode/SKU match; a scanned code without one is reported and adds nothing
// (adding the nearest name match would sell the wrong product); a typed word adds the top result.
import type { SellableProduct } from "./cart.ts";
import { registerText } from "./messages.ts";

/** Scanners send a character every few ms; people rarely type two keys 35 ms apart over a whole word. */
export const SCAN_KEY_INTERVAL_MS = 35;
const MIN_SCAN_LENGTH = 4;

/** Was this entry a scan? `keyTimes` are the timestamps of the characters typed since the field was empty. */
export function isScan(text: string, keyTimes: readonly number[]): boolean {
  const code = text.trim();
  if (code.length < MIN_SCAN_LENGTH || /\s/.test(code)) return false;
  // A long run of digits is a barcode even when typed by hand (the scanner's keypad fallback).
  if (/^\d{8,}$/.test(code)) return true;
  if (keyTimes.length < code.length) return false;
  const recent = keyTimes.slice(-code.length);
  const span = recent[recent.length - 1]! - recent[0]!;
  return span / Math.max(1, recent.length - 1) <= SCAN_KEY_INTERVAL_MS;
}

export type EntryOutcome =
  | { kind: "add"; product: SellableProduct }
  | { kind: "unknown-code"; message: string }
  | { kind: "no-match"; message: string }
  | { kind: "empty" };

/** The exact match of a code: a product carrying it as a barcode, else one whose SKU is it (case aside). */
export function exactMatch(code: string, candidates: readonly SellableProduct[]): SellableProduct | undefined {
  const wanted = code.trim().toLowerCase();
  return (
    candidates.find((p) => p.barcodes.some((b) => b.toLowerCase() === wanted)) ??
    candidates.find((p) => p.sku.toLowerCase() === wanted)
  );
}

export function resolveEntry(
  text: string,
  scanned: boolean,
  found: { byCode: readonly SellableProduct[]; bySearch: readonly SellableProduct[] },
): EntryOutcome {
  const code = text.trim();
  if (!code) return { kind: "empty" };
  const exact = exactMatch(code, [...found.byCode, ...found.bySearch]);
  if (exact) return { kind: "add", product: exact };
  if (scanned) return { kind: "unknown-code", message: registerText("finder.unknownCode", { code }) };
  const top = found.bySearch[0];
  if (top) return { kind: "add", product: top };
  return { kind: "no-match", message: registerText("finder.noMatch", { code }) };
}
