// The locations' words every signed-in page carries (decision 0034): the workplace switcher's, and the toasts of the
// location calls (api.ts, which the switcher imports too); apart from the locations screens' so they stay light.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/switcher/en.json";

export const switcherMessages = defineCatalog(en, () => import("./messages/switcher/fr-CA.json"));
