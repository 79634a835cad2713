// The customer screens' words (decision 0034): the list, the form, the profile, its history and customer groups.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const customerMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
