// Services throw AppError(code, say(key, values)); one error handler turns it into the body of api-conventions.md,
// its message in the reader's language (decision 0037): the key names a sentence of the refusals catalog
// (lib/errors/messages, English and Canadian French), the values fill it, and `message` keeps the English for logs.
import type { ErrorCode } from "@verdant/shared";
import { formatCents } from "@verdant/shared/format";
import { DEFAULT_LANGUAGE, formattingLocale, type Language } from "@verdant/shared/languages";
import en from "./errors/messages/en.json";
import fr from "./errors/messages/fr-CA.json";
import { translator } from "./i18n.ts";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  invalid_credentials: 401,
  forbidden: 403,
  waiting_approval: 403,
  not_found: 404,
  conflict: 409,
  fields_already_in_use: 409,
  invalid_code: 400,
  code_expired: 400,
  invalid_reset_link: 400,
  purchase_limit_exceeded: 422,
  insufficient_stock: 422,
  package_tag_required: 409,
  too_many_attempts: 429,
  resend_too_soon: 429,
  rate_limited: 429,
  in_use: 409,
  value_out_of_range: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  service_unavailable: 503,
  internal: 500,
};

export type MessageKey = keyof typeof en;
/** An amount of money in a sentence, said as the web app shows money in that language ("CA$12.34", "12,34 $"). */
export interface Money {
  readonly cents: number;
  readonly currency: string;
}
export const money = (cents: number, currency: string): Money => ({ cents, currency });
/** A value of a sentence: text and numbers as they are, a nested sentence (a noun) in the same language, money. */
type Value = string | number | Said | Money;
/** A sentence of the refusals catalog, not yet in a language. */
export interface Said {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, Value>>;
}

export const say = (key: MessageKey, values?: Readonly<Record<string, Value>>): Said => ({ key, values });

const messages = translator<MessageKey>({ en, "fr-CA": fr });

/** The sentence in a language, its nested sentences first. */
export function sayIn(language: Language, said: Said): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    if (typeof value !== "object") values[name] = value;
    else if ("cents" in value) values[name] = formatCents(value.cents, value.currency, formattingLocale(language));
    else values[name] = sayIn(language, value);
  }
  return messages(language)(said.key, values);
}

/** One sentence, or several (a validation failure lists them), in a language, as one message ("a; b"). */
export type Sentence = Said | readonly Said[];
export const sayAllIn = (language: Language, said: Sentence): string =>
  [said]
    .flat()
    .map((one) => sayIn(language, one))
    .join("; ");

/**
 * What a service answers as data rather than throws (a bulk result's refusals, an offline sale's flags), kept with
 * the sentence it says: `message` in English (logs, records written before sentences, tests calling services), and
 * `said`, which the reply says in the reader's language (`keptIn`).
 */
export type Kept<T> = T & { message: string; said?: Sentence };
export const kept = <T extends object>(fields: T, said: Sentence): Kept<T> => ({
  ...fields,
  message: sayAllIn(DEFAULT_LANGUAGE, said),
  said,
});
/** The item as a reader reads it: its sentence in their language, without the sentence itself. */
export function keptIn<T extends { message: string; said?: Sentence }>(language: Language, item: T): Omit<T, "said"> {
  const { said, ...rest } = item;
  return said ? { ...rest, message: sayAllIn(language, said) } : rest;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly said: Sentence,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(sayAllIn(DEFAULT_LANGUAGE, said));
    this.statusCode = statusOf[code];
  }

  /** The body's message in a language: one sentence, or a list (a validation failure) as it was thrown. */
  messagesIn(language: Language): string | string[] {
    return Array.isArray(this.said)
      ? this.said.map((one: Said) => sayIn(language, one))
      : sayIn(language, this.said as Said);
  }
}

type Thing = MessageKey extends infer K ? (K extends `notFound.${infer T}` ? T : never) : never;
export const notFound = (what: Thing) => new AppError("not_found", say(`notFound.${what}` as MessageKey));
export const forbidden = (said = say("forbidden")) => new AppError("forbidden", said);
/** 409 fields_already_in_use naming the fields (the web marks each one under its input). */
export const fieldsInUse = (fields: readonly string[]) =>
  new AppError("fields_already_in_use", say("fieldsInUse", { count: fields.length, fields: fields.join(", ") }), {
    fields,
  });
