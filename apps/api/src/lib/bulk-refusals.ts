// A bulk result's refusals in the reader's language (issue 18, decision 0037). A bulk call answers 200 with the
// items it could not change, each with a sentence (spec §8's partial results). A service names each refusal as a
// sentence of the refusals catalog: `refusal(id, say(…))`, or `refusalOf(id, error)` for an AppError it caught. The
// error handler's plugin then says the sentences in the reader's language as the reply leaves (`sayRefusalsIn`).
// `message` holds the English until then, for the logs and for the tests that call a service directly.
import { DEFAULT_LANGUAGE, type Language } from "@verdant/shared/languages";
import { AppError, type Said, sayIn } from "./app-error.ts";

type Sentence = Said | readonly Said[];

export interface Refusal {
  id: string;
  message: string;
  /** The sentence the message says, until the reply says it in the reader's language. */
  said?: Sentence;
}

const sentenceIn = (language: Language, said: Sentence) =>
  [said]
    .flat()
    .map((one) => sayIn(language, one))
    .join("; ");

export const refusal = (id: string, said: Sentence): Refusal => ({
  id,
  message: sentenceIn(DEFAULT_LANGUAGE, said),
  said,
});

/** A refusal from an error a service caught: an AppError's own sentence, else the fallback's. */
export const refusalOf = (id: string, error: unknown, fallback: Said): Refusal =>
  refusal(id, error instanceof AppError ? error.said : fallback);

const hasRefusals = (payload: unknown): payload is { failures: Refusal[] } =>
  typeof payload === "object" && payload !== null && Array.isArray((payload as { failures?: unknown }).failures);

/** The payload with each refusal said in `language` (a payload without refusals as it is). */
export function sayRefusalsIn<T>(payload: T, language: Language): T {
  if (!hasRefusals(payload)) return payload;
  const failures = payload.failures.map(({ said, ...rest }) =>
    said ? { ...rest, message: sentenceIn(language, said) } : rest,
  );
  return { ...payload, failures };
}
