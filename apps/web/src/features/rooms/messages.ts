// The rooms' words (decision 0034): the rooms list, its filters and the room form.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const roomMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
