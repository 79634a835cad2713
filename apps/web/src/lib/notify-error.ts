// Failure toasts of spec §8: the server's message(s), one toast each, or the action's fallback text.
import { errorMessages, GENERIC_FALLBACK_MESSAGE } from "@verdant/shared";
import { notify } from "../components/ui/toaster.tsx";
import { ApiError } from "./api-client.ts";
import { plainMessage } from "./plain-messages.ts";

/** The messages a failure shows: from the error body, else the action's fallback ('Failed to create room'). */
export function messagesFor(error: unknown, fallback?: string): string[] {
  if (error instanceof ApiError) return errorMessages(error.body, fallback).map((message) => plainMessage(message));
  return [fallback ?? GENERIC_FALLBACK_MESSAGE];
}

export function notifyError(error: unknown, fallback?: string) {
  for (const message of messagesFor(error, fallback)) notify.error(message);
}
