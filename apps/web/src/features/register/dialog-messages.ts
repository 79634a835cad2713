// The words of the register's dialogs (decision 0034): payment, sale complete, parked carts, drawer movements and
// close-out, a new register, refunds and voids, the offline approval and the printed close-out. Only those dialogs
// import it, so its English travels in their lazy chunks, not in the register's first load.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/dialogs/en.json";

export const dialogMessages = defineCatalog(en, () => import("./messages/dialogs/fr-CA.json"));
