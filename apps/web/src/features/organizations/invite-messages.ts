// The invitation's words the identity pages need too (decision 0034): its summary, the join button and the toasts
// of the invitation calls, apart from the organization screens' catalog so the invitation page stays light.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/invite/en.json";

export const inviteMessages = defineCatalog(en, () => import("./messages/invite/fr-CA.json"));
