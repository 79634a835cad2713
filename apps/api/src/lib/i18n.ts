// The server's words in the reader's language (decision 0034): the same ICU catalogs and library (@messageformat)
// as the web app, compiled here at first use (the server has no size budget) and kept per language and key.
import MessageFormat from "@messageformat/core";
import {
  acceptedLocales,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromLocales,
} from "@verdant/shared/languages";

type Values = Record<string, string | number>;
type Translate<K extends string> = (key: K, values?: Values) => string;
/** One catalog: the English messages (its keys are the catalog's) and the French ones. */
type Catalog<K extends string> = Record<Language, Record<K, string>>;

const formats = new Map<Language, MessageFormat>();
const formatFor = (language: Language) => {
  let format = formats.get(language);
  if (!format) {
    format = new MessageFormat(language, { strict: true });
    formats.set(language, format);
  }
  return format;
};

/** `const t = translator(messages)("fr-CA"); t("reset.subject")`: a missing key or argument throws. */
export function translator<K extends string>(catalog: Catalog<K>) {
  const compiled = new Map<string, (values?: Values) => string>();
  return (language: Language): Translate<K> =>
    (key, values) => {
      const id = `${language}|${key}`;
      let message = compiled.get(id);
      if (!message) {
        const source = catalog[language][key] ?? catalog[DEFAULT_LANGUAGE][key];
        if (source === undefined) throw new Error(`no message ${key}`);
        message = formatFor(language).compile(source) as (values?: Values) => string;
        compiled.set(id, message);
      }
      return message(values);
    };
}

/** The language a request's reader prefers (the web app sends its own as Accept-Language). */
export function requestLanguage(request: { headers: { "accept-language"?: string | undefined } }): Language {
  return languageFromLocales(acceptedLocales(request.headers["accept-language"]));
}

/** The language to answer a request's reader in: the signed-in account's choice, else the request's. */
export function readerLanguageOf(request: {
  headers: { "accept-language"?: string | undefined };
  auth?: { user: { language: string | null } } | null | undefined;
}): Language {
  const own = request.auth?.user.language;
  return isLanguage(own) ? own : requestLanguage(request);
}
