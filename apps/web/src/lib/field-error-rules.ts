// The rules behind lib/field-errors.ts (decision 0041), loaded only once a language other than English is active:
// an English reader sees the schemas' own words and never fetches this. Each message is matched by the rule its
// English states and said from this small catalog, numbers in the reader's locale.
import type { Language } from "@verdant/shared/languages";
import { defineCatalog, type MessageValues, type Translate, translate } from "./i18n/catalog.ts";
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
  [/must be a whole number of cents$/, "money", () => ({})],
  [/must be a whole number$/, "wholeNumber", () => ({})],
  [/must be a number$/, "number", () => ({})],
  [/must be a date (\(YYYY-MM-DD\)|in the form YYYY-MM-DD)$/, "date", () => ({})],
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

/** The rules' catalog in `language`: loads it (a switch of language waits for it). */
export const loadRules = (language: Language) => fieldErrorMessages.load(language);

/** While the rules' catalog in `language` is still loading, its promise (a component suspends on it), else null. */
export const rulesPending = (language: Language) =>
  fieldErrorMessages.loaded.has(language) ? null : fieldErrorMessages.load(language);

/** A message in `language` once `loadRules(language)` has resolved. */
export const sayIn = (message: string, language: Language) =>
  say(message, language, (key, values) => fieldErrorMessages.format(language, key, values));
