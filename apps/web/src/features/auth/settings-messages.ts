// The account settings' words (decision 0034), apart from the identity pages' so those stay light.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/settings/en.json";

export const settingsMessages = defineCatalog(en, () => import("./messages/settings/fr-CA.json"));
