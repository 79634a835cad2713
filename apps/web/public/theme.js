// Set the theme before the first paint so a dark-mode user never sees a white flash. A file, not an inline script:
// the Content-Security-Policy allows no inline script. The key is THEME_STORAGE_KEY in packages/shared/src/constants.ts.
(() => {
  const stored = localStorage.getItem("darkMode");
  const dark = stored === null ? matchMedia("(prefers-color-scheme: dark)").matches : stored === "true";
  document.documentElement.classList.toggle("dark", dark);
})();

// Zod must never try `new Function` (decision 0036): it does so once, to learn whether it may compile its parsers,
// when the first schema is built; the CSP refuses eval and Chromium reports the refusal on every page. Its settings
// live on globalThis and this file runs before any module, so no schema is built before zod knows to interpret.
// biome-ignore lint/suspicious/noAssignInExpressions: create or extend zod's shared settings
(globalThis.__zod_globalConfig ??= {}).jitless = true;
