// The vendors' words (decision 0034): the vendor list, its filters, the vendor form and the license file.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const vendorScreenMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
