// The app's common words (decision 0034): the spec's general error messages (§8), the error and not-found pages,
// the theme toggle, the identity frame and stock quantities (lib/quantity.ts). Part of the entry chunk, so it stays
// short.
import { defineCatalog } from "./i18n/catalog.ts";
import en from "./messages/en.json";

export const commonMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
