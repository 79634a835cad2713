// The purchasing screens' words (decision 0034): the purchase orders, their three-step draft, the printed order
// and the tabs purchasing shares with the receive orders.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const purchaseOrderMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
