// The app's common words (decision 0034): the spec's general error messages (§8), the error and not-found pages,
// the theme toggle, the identity frame, stock quantities (lib/quantity.ts), the UI kit's own labels (components/ui:
// pagination, search, sorting, dialogs, row and bulk actions, loading; "ui.*") and the no-location prompt. Part of
// the entry chunk, so it stays short.
import { defineCatalog } from "./i18n/catalog.ts";
import en from "./messages/en.json";

export const commonMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
