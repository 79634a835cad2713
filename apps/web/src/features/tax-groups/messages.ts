// The tax area's words (decision 0034): groups, assignments, the tax preview and purchase limits.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const taxGroupMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
