// The words of the e-mails and texts Verdant sends (codes, links, invitations), in English and Canadian French
// (decision 0034). A message goes out in its reader's language: the user's own choice when the reader has an
// account, else the language of the person acting (their Accept-Language), else English.
import { DEFAULT_LANGUAGE, type Language } from "@verdant/shared/languages";
import { translator } from "../i18n.ts";
import en from "./messages/en.json";
import fr from "./messages/fr-CA.json";
import type { DeliveryContext } from "./messaging.types.ts";

export const deliveryMessages = translator<keyof typeof en>({ en, "fr-CA": fr });

/** The reader's language: theirs when known, else the acting request's, else English. */
export function readerLanguage(ctx: Pick<DeliveryContext, "language">, own?: Language | null): Language {
  return own ?? ctx.language ?? DEFAULT_LANGUAGE;
}
