// The validation sentences of the shared schemas (zod-setup.ts and each schema's own words) in the reader's
// language (decision 0037). The schemas write English, which the forms show too; the catalog's `valid.*` keys are
// those sentences as templates, so a sentence is read back as its key and values and said again in French.
// A sentence no template matches (zod's own) goes through zod's Canadian French locale, else stays as it came.
import type { Language } from "@verdant/shared/languages";
import { z } from "zod";
import { type MessageKey, type Said, say, sayIn } from "../app-error.ts";
import en from "./messages/en.json";

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** Each `valid.*` sentence as a pattern whose groups are its values, in catalog order (specific ones first). */
const templates: Template[] = (Object.keys(en) as MessageKey[])
  .filter((key) => key.startsWith("valid.") && key !== "valid.at")
  .map((key) => {
    const names: string[] = [];
    const source = en[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return literal(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { key, pattern: new RegExp(`^${source}$`), names };
  });

/** The key and values of an English validation sentence, when the catalog knows its shape. */
export function saidOfSentence(sentence: string): Said | undefined {
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(sentence);
    if (match) return say(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])));
  }
  return undefined;
}

const zodLocales = { en: z.locales.en(), "fr-CA": z.locales.frCA() };

/** A zod issue's own sentence in the language, when it is zod's (not a schema's) and zod's locale speaks it. */
function zodSentence(issue: z.core.$ZodRawIssue, english: string, language: Language): string | undefined {
  const said = (locale: keyof typeof zodLocales) => {
    const out = zodLocales[locale].localeError(issue);
    return typeof out === "string" ? out : out?.message;
  };
  try {
    return said("en") === english ? said(language) : undefined;
  } catch {
    return undefined;
  }
}

/** One failed check of a request's schema, as the 400 lists it ("field: sentence" unless the sentence names it). */
export function validationSentence(
  check: { field: string; message: string; issue: z.core.$ZodRawIssue },
  language: Language,
): string {
  const { field, message } = check;
  const said = saidOfSentence(message);
  const sentence = said
    ? sayIn(language, said)
    : language === "en"
      ? message
      : (zodSentence(check.issue, message, language) ?? message);
  const named = !field || message.startsWith(field.split(".")[0] ?? "");
  return named ? sentence : sayIn(language, say("valid.at", { field, message: sentence }));
}
