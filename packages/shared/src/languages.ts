// The languages Verdant speaks (issue 18): English, and Canadian French as used in Quebec retail. A user's own
// choice (stored on the server; null follows the browser), a location's receipt language, and the Intl locale each
// formats dates, numbers and money with (decision 0034).
import { z } from "zod";

export const languages = ["en", "fr-CA"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const languageSchema = z.enum(languages, { error: "language must be one of en, fr-CA" });

/** Each language in its own words, as a language picker shows it (never translated). */
export const languageNames: Record<Language, string> = { en: "English", "fr-CA": "Français (Canada)" };

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/**
 * The language for a list of preferred locales (a browser's `navigator.languages`, an Accept-Language header):
 * the first one Verdant speaks, any French counting as Canadian French; English when none.
 */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const locale of locales) {
    const primary = locale.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === "fr") return "fr-CA";
    if (primary === "en") return "en";
  }
  return DEFAULT_LANGUAGE;
}

/** The preferred locales of an Accept-Language header, best first ("fr-CA,fr;q=0.9,en;q=0.8"). */
export function acceptedLocales(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The Intl locale a language formats with: French is always fr-CA ("12,34 $", "24 nov. 2026"); English follows
 * the country's convention when one is known (en-CA in a Canadian store, en-US in a US one), else `englishLocale`.
 */
export function formattingLocale(language: Language, country?: "CA" | "US", englishLocale = "en-US"): string {
  if (language === "fr-CA") return "fr-CA";
  if (country) return country === "CA" ? "en-CA" : "en-US";
  return englishLocale;
}
