// The Configure area's frame (decision 0034): its title and the names of its sections, loaded with that area only.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/configure/en.json";

export const configureMessages = defineCatalog(en, () => import("./messages/configure/fr-CA.json"));
export type ConfigureMessage = keyof typeof en;
