// The catalog's words (decision 0034): the catalog and products lists, the product form, and the brand, category,
// strain, tag and priority lists and pickers.
import { defineCatalog, type Translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const catalogMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** The catalog's `t`, for helpers that word what a component shows. */
export type CatalogWords = Translate<keyof typeof en & string>;
