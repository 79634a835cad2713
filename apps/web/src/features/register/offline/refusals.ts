// What the offline layer says to the person at the register (issue 18): refusals and approval problems it decides
// itself, in the active language, from a catalog of its own (the layer loads with the signed-in app, not one screen).
// What it records for the server (an approval's reason, a sale's flags) stays as the server reads it.
import { defineCatalog, translate } from "../../../lib/i18n/catalog.ts";
import en from "./messages/refusals/en.json";

export const offlineRefusals = translate(defineCatalog(en, () => import("./messages/refusals/fr-CA.json")));
