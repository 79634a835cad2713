// The receive orders' words (decision 0034): the list, one order with its items and attachments, and the dialogs.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const receiveOrderMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
