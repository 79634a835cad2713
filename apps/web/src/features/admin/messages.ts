// The platform administrators' words (decision 0034): the waitlist.
import { type Catalog, defineCatalog, type Translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const adminMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** A `t` of this catalog, for the table's columns. */
export type AdminWords = typeof adminMessages extends Catalog<infer K> ? Translate<K> : never;
