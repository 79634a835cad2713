// Tax rates' words (decision 0034): the list, its filters, the rate form, a group's order and the jurisdiction.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const taxRateMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
