// The UI kit's words for lists (pagination, sorting, row and bulk actions, reordering, the combobox's results):
// decision 0034. Apart from the common catalog so that they travel with the lists that use them, not in every
// page's first load (the register shows none of them).
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const kitMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
