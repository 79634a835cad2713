// The dashboard's words (decision 0034): the day's figures and the new store's setup checklist.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const dashboardMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
