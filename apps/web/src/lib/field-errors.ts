// Validation messages in the reader's language (decision 0034). The shared schemas and the number parsers speak
// the spec's English ("name is required", "price must have at most 2 decimal places"), which a form shows as is in
// English; a French reader sees the rule in French instead, under the field that names it. A message this does
// not recognise (a server's own sentence) is left as it came.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { defineCatalog, type MessageValues, translate } from "./i18n/catalog.ts";
import { activeLanguage, intlLocale } from "./i18n/language.ts";
import en from "./messages/field-errors/en.json";

const fieldErrorMessages = defineCatalog(en, () => import("./messages/field-errors/fr-CA.json"));
type Key = keyof typeof en;

/** A number of a message ("99999.99") as the reader writes it ("99 999,99"), from its digits (no float). */
const localNumber = (digits: string) =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 4 }).format(digits as Intl.StringNumericLiteral);

/** The rules the schemas and parsers state, by how their English ends. */
const RULES: readonly [RegExp, Key, (match: RegExpMatchArray) => MessageValues][] = [
  [/(is required|must be a valid id|^Choose an? .+|one of [A-Z_, ]+\)?)$/, "required", () => ({})],
  [/must be a whole number$/, "wholeNumber", () => ({})],
  [/must be a number$/, "number", () => ({})],
  [/must have at most (\d+) decimal places?$/, "decimals", (m) => ({ digits: Number(m[1]) })],
  [/must be at least (-?[\d.]+)$/, "min", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be more than (-?[\d.]+)$/, "moreThan", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be at most ([\d.]+) characters$/, "maxLength", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be at most ([\d.,]+)$/, "max", (m) => ({ limit: localNumber(m[1]!.replace(/,/g, "")) })],
  [/is too large$/, "tooLarge", () => ({})],
  [/must be a valid e-?mail( address)?$/i, "email", () => ({})],
];

/** One validation message in the reader's language: English as it is, else the rule it states. */
export function fieldMessage(message: string): string {
  if (activeLanguage() === "en") return message;
  const t = translate(fieldErrorMessages);
  for (const [pattern, key, values] of RULES) {
    const match = message.match(pattern);
    if (match) return t(key, values(match));
  }
  return message;
}

function translated<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node).map(([key, value]) => [
      key,
      key === "message" && typeof value === "string" ? fieldMessage(value) : key === "ref" ? value : walk(value),
    ]);
    return Object.fromEntries(entries);
  };
  return walk(errors) as FieldErrors<T>;
}

/** A form's resolver whose messages read in the reader's language. */
export function inReaderLanguage<TForm extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TForm, TContext, TOutput>,
): Resolver<TForm, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (activeLanguage() === "en" || Object.keys(result.errors).length === 0) return result;
    return { ...result, errors: translated(result.errors) } as typeof result;
  };
}
