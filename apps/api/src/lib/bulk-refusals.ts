// A bulk result's refusals in the reader's language (issue 18, decision 0037). A bulk call answers 200 with the
// items it could not change, each with a sentence (spec §8's partial results). A service names each refusal as a
// sentence of the refusals catalog: `refusal(id, say(…))`, or `refusalOf(id, error, fallback)` for an error it
// caught. The error handler's plugin says them in the reader's language as the reply leaves (`sayRefusalsIn`).
import type { Language } from "@verdant/shared/languages";
import { AppError, type Kept, kept, keptIn, type Said, type Sentence } from "./app-error.ts";

export type Refusal = Kept<{ id: string }>;

export const refusal = (id: string, said: Sentence): Refusal => kept({ id }, said);

/** A refusal from an error a service caught: an AppError's own sentence, else the fallback's. */
export const refusalOf = (id: string, error: unknown, fallback: Said): Refusal =>
  refusal(id, error instanceof AppError ? error.said : fallback);

const hasRefusals = (payload: unknown): payload is { failures: Refusal[] } =>
  typeof payload === "object" && payload !== null && Array.isArray((payload as { failures?: unknown }).failures);

/** The payload with each refusal said in `language` (a payload without refusals as it is). */
export function sayRefusalsIn<T>(payload: T, language: Language): T {
  if (!hasRefusals(payload)) return payload;
  return { ...payload, failures: payload.failures.map((failure) => keptIn(language, failure)) };
}
