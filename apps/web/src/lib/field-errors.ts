// Validation messages in the reader's language (decision 0041). The shared schemas and the number parsers speak
// the spec's English ("name is required", "price must have at most 2 decimal places"), which a form shows as is in
// English; a French reader sees the rule in French instead, under the field that names it. FormField says every
// message through here, so no form opts in. A message the rules do not recognise (a server's own sentence, which
// the API already says in the reader's language: decision 0037) is left as it came. The rules and their words
// (field-error-rules.ts) load only for a language other than English, so the first load carries none of them.
import type { Language } from "@verdant/shared/languages";
import { use } from "react";
import { activeLanguage, onLanguagePrepare, useLanguage } from "./i18n/language.ts";
import { lazyModule } from "./lazy-module.ts";

const rules = lazyModule(() => import("./field-error-rules.ts"));

const loadRulesIn = async (language: Language) => {
  if (language !== "en") await (await rules.load()).loadRules(language);
};
// A switch of language loads the rules before it happens, so the form changes in one paint; a page opened in
// another language starts loading them at once, as its catalogs do (lib/i18n/catalog.ts).
onLanguagePrepare(loadRulesIn);
if (activeLanguage() !== "en") void loadRulesIn(activeLanguage()).catch(() => undefined);

const asItCame = (message: string) => message;

/**
 * In a component: one validation message in the reader's language. Suspends only while the rules first load in a
 * page opened outside English; a switch of language has loaded them before it happens (above).
 */
export function useFieldMessage(): (message: string) => string {
  const language = useLanguage();
  if (language === "en") return asItCame;
  const { rulesPending, sayIn } = rules.use();
  const pending = rulesPending(language);
  if (pending) use(pending);
  return (message) => sayIn(message, language);
}
