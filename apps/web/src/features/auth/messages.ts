// The identity pages' words (decision 0034): sign-in, sign-up, codes, invitations, password reset.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const authMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
