// The transactions' words (decision 0034): the list and its filters, a sale's detail, its void and refund, the
// receipt's sending (also in the register's sale complete dialog, loaded with it) and their toasts.
import { defineCatalog, translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const transactionMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** Outside React (toasts): the active language. */
export const transactionText = translate(transactionMessages);
