// Track and trace's words (decision 0034): the Metrc link, its sync, manifests and reconciliation.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const trackTraceMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
