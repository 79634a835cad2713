// The reports' words (decision 0034): the report pages, their sheets, charts, tables, print headings and actions.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const reportMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** A key of the reports' catalog. */
export type ReportKey = keyof typeof en & string;
