// Message catalogs (decision 0034). Each screen or area keeps its own catalog beside it, `messages/en.json` and
// `messages/fr-CA.json`, compiled at build time (messages-plugin.ts). English travels with the code that uses it
// (in its route's chunk); French is a chunk of its own, loaded the first time French is active, so a page costs
// an English reader nothing more than its English words and a French one a small extra request.
import type { Language } from "@verdant/shared/languages";
import { use } from "react";
import { activeLanguage, onLanguagePrepare, useLanguage } from "./language.ts";

export type MessageValues = Record<string, string | number>;
type Compiled = Record<string, string | ((values?: MessageValues) => string)>;
type Loader = () => Promise<{ default: unknown }>;
/** `t("signIn.title")`, `t("items", { count: 3 })`: a catalog's messages in the active language. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export interface Catalog<K extends string> {
  /** The compiled messages per language, once loaded. */
  readonly loaded: Map<Language, Compiled>;
  /** Loads a language's messages (once; the same promise after). */
  load(language: Language): Promise<Compiled>;
  /** Formats one message in a loaded language (English is always loaded). */
  format(language: Language, key: K, values?: MessageValues): string;
}

const registry = new Set<Catalog<string>>();

/**
 * A catalog from its English messages (imported: they are part of the caller's chunk) and a loader of its French
 * ones (`() => import("./messages/fr-CA.json")`: a chunk of its own). The English JSON's keys type the catalog.
 */
export function defineCatalog<M extends Record<string, string>>(en: M, fr: Loader): Catalog<keyof M & string> {
  const loaded = new Map<Language, Compiled>([["en", en as unknown as Compiled]]);
  const pending = new Map<Language, Promise<Compiled>>();
  const catalog: Catalog<keyof M & string> = {
    loaded,
    load(language) {
      const ready = loaded.get(language);
      if (ready) return Promise.resolve(ready);
      let promise = pending.get(language);
      if (!promise) {
        promise = fr().then((module) => {
          const messages = module.default as Compiled;
          loaded.set(language, messages);
          return messages;
        });
        // A failed chunk (offline) may be asked again.
        promise.catch(() => pending.delete(language));
        pending.set(language, promise);
      }
      return promise;
    },
    format(language, key, values) {
      const message = (loaded.get(language) ?? loaded.get("en")!)[key] ?? loaded.get("en")![key];
      if (message === undefined) return key;
      return typeof message === "function" ? message(values) : message;
    },
  };
  registry.add(catalog);
  // A catalog first used while French is active starts loading at once.
  if (activeLanguage() !== "en") void catalog.load(activeLanguage()).catch(() => undefined);
  return catalog;
}

// Before a switch, every catalog in use loads the new language, so the screen changes in one paint.
onLanguagePrepare(async (language) => {
  await Promise.all([...registry].map((catalog) => catalog.load(language)));
});

/** Outside React (a toast, a page title): the active language, English until its catalog has loaded. */
export function translate<K extends string>(catalog: Catalog<K>): Translate<K> {
  return (key, values) => catalog.format(activeLanguage(), key, values);
}

/**
 * A component's words: re-renders when the language changes, and suspends while the catalog's French loads
 * (the route's pending state shows meanwhile; a switch in settings loads it before it happens).
 */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  return useMessagesIn(catalog, useLanguage());
}

/** Words in a given language rather than the reader's: a receipt speaks its store's receipt language. */
export function useMessagesIn<K extends string>(catalog: Catalog<K>, language: Language): Translate<K> {
  if (!catalog.loaded.has(language)) use(catalog.load(language));
  return (key, values) => catalog.format(language, key, values);
}
