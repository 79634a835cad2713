// Words for the track-and-trace screens, in the reader's language (decision 0034).
import type { ReconciliationCause, TrackTraceEvent } from "@verdant/shared/track-trace";
import { translate } from "../../lib/i18n/catalog.ts";
import { userLocale } from "../../lib/money.ts";
import { trackTraceMessages } from "./messages.ts";

const t = translate(trackTraceMessages);

export const kindLabel = (kind: TrackTraceEvent["kind"]) => t("kind", { kind });
export const causeLabel = (cause: ReconciliationCause) => t("cause", { cause });

export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(userLocale(), { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
    : t("never");

/** A report's state in a few words: sent, waiting, retrying after an error, or refused. */
export function reportState(event: TrackTraceEvent): {
  text: string;
  tone: "success" | "neutral" | "warning" | "danger";
} {
  if (event.status === "DONE") return { text: t("state.done"), tone: "success" };
  if (event.status === "FAILED") return { text: t("state.failed"), tone: "danger" };
  if (event.lastError) return { text: t("state.retrying"), tone: "warning" };
  return { text: t("state.waiting"), tone: "neutral" };
}
