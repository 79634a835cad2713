// Validation messages in the reader's language (decision 0041). The shared schemas and the number parsers speak
// the spec's English ("name is required", "price must have at most 2 decimal places"), which a form shows as is in
// English; a French reader sees the rule in French instead, under the field that names it. FormField says every
// message through here, so no form opts in. A message this does not recognise (a server's own sentence, which the
// API already says in the reader's language: decision 0037) is left as it came.

import type { Language } from "@verdant/shared/languages";
import { defineCatalog, type MessageValues, type Translate, translate, useMessages } from "./i18n/catalog.ts";
import { activeLanguage, intlLocale, useLanguage } from "./i18n/language.ts";
import en from "./messages/field-errors/en.json";

const fieldErrorMessages = defineCatalog(en, () => import("./messages/field-errors/fr-CA.json"));
type Key = keyof typeof en;

/** A number of a message ("99999.99") as the reader writes it ("99 999,99"), from its digits (no float). */
const localNumber = (digits: string) =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 4 }).format(digits as Intl.StringNumericLiteral);

/** The rules the schemas and parsers state, by how their English ends. */
const RULES: readonly [RegExp, Key, (match: RegExpMatchArray) => MessageValues][] = [
  [/(is required|must be a valid id|^Choose an? .+|one of [A-Z_, ]+\)?)$/, "required", () => ({})],
  [/must be a whole number of cents$/, "money", () => ({})],
  [/must be a whole number$/, "wholeNumber", () => ({})],
  [/must be a number$/, "number", () => ({})],
  [/must be a date \(YYYY-MM-DD\)$/, "date", () => ({})],
  [/must (not be before|be on or after) \S+$/, "notBefore", () => ({})],
  [/must have at most (\d+) decimal places?$/, "decimals", (m) => ({ digits: Number(m[1]) })],
  [/must be at least (\d+) characters$/, "minLength", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be at least (-?[\d.]+)$/, "min", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be more than (-?[\d.]+)$/, "moreThan", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be at most ([\d.]+) characters$/, "maxLength", (m) => ({ limit: localNumber(m[1]!) })],
  [/must be at most ([\d.,]+)$/, "max", (m) => ({ limit: localNumber(m[1]!.replace(/,/g, "")) })],
  [/is too large$/, "tooLarge", () => ({})],
  [/must be a valid e-?mail( address)?$/i, "email", () => ({})],
  [/must be a valid phone number with its country code, such as \S+$/, "phone", () => ({})],
  [/must be up to \d+ words of .+ letters, apostrophes or hyphens$/, "nameWords", () => ({})],
  [/must contain only letters and digits$/, "lettersDigits", () => ({})],
];

function say(message: string, language: Language, t: Translate<Key>): string {
  if (language === "en") return message;
  for (const [pattern, key, values] of RULES) {
    const match = message.match(pattern);
    if (match) return t(key, values(match));
  }
  return message;
}

/** One validation message in the reader's language: English as it is, else the rule it states. */
export function fieldMessage(message: string): string {
  return say(message, activeLanguage(), translate(fieldErrorMessages));
}

/** The same in a component, which re-renders when the reader changes language. */
export function useFieldMessage(): (message: string) => string {
  const language = useLanguage();
  const t = useMessages(fieldErrorMessages);
  return (message) => say(message, language, t);
}
