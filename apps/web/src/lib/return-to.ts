// A deep link opened while signed out (e.g. /pos) is where sign-in returns to: the guard remembers the address
// for this tab, and the sign-in screens take it once. Only paths inside the app are kept.
const KEY = "verdant-return-to";
const HOME = "/authenticated";

const insideApp = (href: string) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/signin");

export function rememberReturnTo(href: string) {
  if (insideApp(href) && href !== "/") sessionStorage.setItem(KEY, href);
}

/** Where to go after signing in: the remembered deep link (forgotten now) or the dashboard. */
export function takeReturnTo(): string {
  const href = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return href && insideApp(href) ? href : HOME;
}
