// The discount screens' words (decision 0034): the list, the combination mode, and the four-stage builder.
import { defineCatalog, type Translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const discountMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
export type DiscountWords = Translate<keyof typeof en>;
