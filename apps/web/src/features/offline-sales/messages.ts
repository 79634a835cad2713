// The offline sales review's words (decision 0034): the list, its flags, the stock discrepancies and the resolve
// dialog, with their toasts.
import { defineCatalog, translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const offlineSalesMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** Outside React (toasts): the active language. */
export const offlineSalesText = translate(offlineSalesMessages);
