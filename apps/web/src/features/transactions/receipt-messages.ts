// The receipt's words, shared with the server's e-mailed and texted receipt (packages/shared/src/messages/receipt).
import en from "@verdant/shared/messages/receipt/en.json";
import { defineCatalog } from "../../lib/i18n/catalog.ts";

export const receiptMessages = defineCatalog(en, () => import("@verdant/shared/messages/receipt/fr-CA.json"));
