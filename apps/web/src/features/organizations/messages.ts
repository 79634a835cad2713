// Organizations' words (decision 0034): the list, the organization's tabs (details, members, invitations, danger
// zone), the invite form and the staff welcome. The invitation page's few words are apart (invite-messages.ts).
import { type Catalog, defineCatalog, type Translate } from "../../lib/i18n/catalog.ts";
import en from "./messages/en.json";

export const organizationMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

/** A `t` of this catalog, for helpers that build a screen's columns. */
export type OrganizationWords = typeof organizationMessages extends Catalog<infer K> ? Translate<K> : never;
