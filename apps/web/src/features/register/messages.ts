// The register's words on its first load (decision 0034): the picker, the bar, the drawer's opening, the search,
// the cart, the customer, the totals, the offline banner and the register's toasts. The dialogs that load lazily
// keep theirs beside them (dialog-messages.ts), so their English travels in their own chunk.
import { defineCatalog, translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const registerMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** Outside React (toasts, the reasons Pay is not offered): the active language. */
export const registerText = translate(registerMessages);
