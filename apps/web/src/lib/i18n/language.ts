// The language the web app speaks (decision 0034): the signed-in user's choice (stored on the server), else the
// last choice made in this browser, else the browser's own; the Intl locale dates, numbers and money follow. A tiny
// external store: switching re-renders every screen that reads a catalog, without a reload.
import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  isLanguage,
  type Language,
  languageFromLocales,
} from "@verdant/shared/languages";
import { useSyncExternalStore } from "react";
import { authStore } from "../auth-store.ts";

const STORAGE_KEY = "verdant-language";

const browserLocales = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);

/** The browser's language, for a user who has not chosen one. */
export const browserLanguage = (): Language => languageFromLocales(browserLocales());

function remembered(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The signed-in user's own choice, as the profile last said. */
const userChoice = (): Language | null => authStore.get().language ?? null;

let active: Language =
  typeof window === "undefined" ? DEFAULT_LANGUAGE : (userChoice() ?? remembered() ?? browserLanguage());
const listeners = new Set<() => void>();
/**
 * Run before a language becomes active: each loads what it keeps in that language (the catalogs in use,
 * lib/i18n/catalog.ts; the validation rules, lib/field-errors.ts). Every one of them, not the last registered:
 * a switch that skipped the catalogs suspended the page and remounted it.
 */
const preparers = new Set<(language: Language) => Promise<void>>();

export const activeLanguage = () => active;

/** The Intl locale of the active language: fr-CA, or the browser's English (en-CA, en-US…). */
export function intlLocale(): string {
  const english = browserLocales().find((locale) => locale.toLowerCase().startsWith("en"));
  return formattingLocale(active, undefined, english ?? "en-CA");
}

function subscribeLanguage(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, activeLanguage, activeLanguage);
}

export function onLanguagePrepare(loader: (language: Language) => Promise<void>) {
  preparers.add(loader);
}

/**
 * Makes `choice` the app's language once its catalogs in use have loaded, so the switch paints in one go. `null`
 * follows the browser and forgets this browser's own choice.
 */
export async function setLanguage(choice: Language | null): Promise<void> {
  const language = choice ?? browserLanguage();
  try {
    if (choice) localStorage.setItem(STORAGE_KEY, choice);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  await Promise.all([...preparers].map((prepare) => prepare(language)));
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (language === active) return;
  active = language;
  for (const listener of listeners) listener();
}

// The profile (sign-in, a reload, another device's change) brings the user's choice: it wins over this browser's.
let lastChoice = userChoice();
authStore.subscribe(() => {
  const choice = userChoice();
  if (choice === lastChoice) return;
  lastChoice = choice;
  if (choice && choice !== active) void setLanguage(choice);
});
