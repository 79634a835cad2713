// The inventory's words (decision 0034): the lot list and its filters, a lot's page and history, adjustments,
// moves between rooms and the state package tag.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const inventoryMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
