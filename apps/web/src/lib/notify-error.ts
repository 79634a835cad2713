// Failure toasts of spec §8: the server's message(s), one toast each, or the action's fallback text. The spec's
// general messages are shown in the reader's language (lib/messages); a server's own sentence as it came.
import {
  DEFAULT_ERROR_MESSAGE,
  errorMessages,
  GENERIC_FALLBACK_MESSAGE,
  NO_ACCESS_TOKEN_MESSAGE,
} from "@verdant/shared";
import { notify } from "../components/ui/toaster.tsx";
import { ApiError } from "./api-client.ts";
import { translate } from "./i18n/catalog.ts";
import { commonMessages } from "./messages.ts";
import { plainMessage } from "./plain-messages.ts";

const t = translate(commonMessages);

/** A spec message in the reader's language; any other text unchanged. */
function spoken(message: string): string {
  if (message === GENERIC_FALLBACK_MESSAGE) return t("error.generic");
  if (message === NO_ACCESS_TOKEN_MESSAGE) return t("error.noAccessToken");
  if (message === DEFAULT_ERROR_MESSAGE) return t("error.default");
  return message;
}

/** The messages a failure shows: from the error body, else the action's fallback ('Failed to create room'). */
export function messagesFor(error: unknown, fallback?: string): string[] {
  if (!(error instanceof ApiError)) return [fallback ?? t("error.generic")];
  const fields = error.body.code === "fields_already_in_use" ? error.body.fields : undefined;
  if (fields?.length) return [t("error.fieldsInUse", { count: fields.length, list: fields.join(", ") })];
  return errorMessages(error.body, fallback).map((message) => spoken(plainMessage(message)));
}

export function notifyError(error: unknown, fallback?: string) {
  for (const message of messagesFor(error, fallback)) notify.error(message);
}
