// Locations' words (decision 0034): the list, the location form and the receipt settings.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const locationMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
