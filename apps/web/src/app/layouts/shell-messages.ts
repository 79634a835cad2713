// The signed-in shell's words (decision 0034): navigation, top bar, account menu and the no-access page.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const shellMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));
export type ShellMessage = keyof typeof en;
