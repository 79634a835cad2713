// Validation messages in the reader's language (decision 0041). The shared schemas and the number parsers speak
// the spec's English ("name is required", "price must have at most 2 decimal places"), which a form shows as is in
// English; a French reader sees the rule in French instead, under the field that names it. FormField says every
// message through here, so no form opts in. A message the rules do not recognise (a server's own sentence, which
// the API already says in the reader's language: decision 0037) is left as it came. The rules and their words
// (field-error-rules.ts) load only for a language other than English, so the first load carries none of them.
import { onLanguagePrepare, useLanguage } from "./i18n/language.ts";
import { lazyModule } from "./lazy-module.ts";

const rules = lazyModule(() => import("./field-error-rules.ts"));

// A switch of language loads the rules before it happens, so the form changes in one paint.
onLanguagePrepare(async (language) => {
  if (language !== "en") await (await rules.load()).loadRules(language);
});

const asItCame = (message: string) => message;

/**
 * In a component: one validation message in the reader's language. Never suspends and always calls the same hooks:
 * a switch of language has loaded the rules before it happens (above); until they have arrived a message shows as it
 * came. (Suspending here, or calling a hook only outside English, remounted the page on a switch, and lost its toast.)
 */
export function useFieldMessage(): (message: string) => string {
  const language = useLanguage();
  const arrived = rules.useArrived();
  if (language === "en" || !arrived || arrived.rulesPending(language)) return asItCame;
  return (message) => arrived.sayIn(message, language);
}
