// Set the theme before the first paint so a dark-mode user never sees a white flash. A file, not an inline script:
// the Content-Security-Policy allows no inline script. The key is THEME_STORAGE_KEY in packages/shared/src/constants.ts.
(() => {
  const stored = localStorage.getItem("darkMode");
  const dark = stored === null ? matchMedia("(prefers-color-scheme: dark)").matches : stored === "true";
  document.documentElement.classList.toggle("dark", dark);
})();
