// The explained cart line's words (decision 0034), in the chunk of whoever opens the explanation.
import { defineCatalog } from "../lib/i18n/catalog.ts";
import en from "./messages/line-explanation/en.json";

export const lineExplanationMessages = defineCatalog(en, () => import("./messages/line-explanation/fr-CA.json"));

export type LineExplanationKey = keyof typeof en & string;
