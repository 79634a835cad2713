// Spec §1: follow the system light/dark preference; the toggle stores a dark-mode flag that then wins.
import { THEME_STORAGE_KEY } from "@verdant/shared";
import { useSyncExternalStore } from "react";

const query = () => window.matchMedia("(prefers-color-scheme: dark)");

function storedFlag(): boolean | null {
  const value = localStorage.getItem(THEME_STORAGE_KEY);
  return value === null ? null : value === "true";
}

function isDark(): boolean {
  return storedFlag() ?? query().matches;
}

const listeners = new Set<() => void>();
function apply() {
  document.documentElement.classList.toggle("dark", isDark());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = query();
  media.addEventListener("change", apply);
  window.addEventListener("storage", apply);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", apply);
    window.removeEventListener("storage", apply);
  };
}

export function setDarkMode(dark: boolean) {
  localStorage.setItem(THEME_STORAGE_KEY, String(dark));
  apply();
}

export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDark);
  return { dark, theme: dark ? ("dark" as const) : ("light" as const), toggle: () => setDarkMode(!dark) };
}
