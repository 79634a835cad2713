// Words for the track-and-trace screens.
import type { ReconciliationCause, TrackTraceEvent } from "@verdant/shared/track-trace";

export const KIND_LABELS: Record<TrackTraceEvent["kind"], string> = {
  SALE: "Sale receipt",
  SALE_VOID: "Void",
  SALE_REFUND: "Refund",
  ADJUSTMENT: "Package adjustment",
  REFUND_WRITE_OFF: "Returned goods written off",
};

export const CAUSE_LABELS: Record<ReconciliationCause, string> = {
  UNREPORTED: "Reports waiting",
  FAILED_REPORT: "Report refused",
  NOT_IN_STATE: "Not in Metrc",
  NOT_HERE: "Not here",
  CHANGED_OUTSIDE: "Changed outside Verdant",
};

export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString([], { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
    : "never";

/** A report's state in a few words: sent, waiting, retrying after an error, or refused. */
export function reportState(event: TrackTraceEvent): {
  text: string;
  tone: "success" | "neutral" | "warning" | "danger";
} {
  if (event.status === "DONE") return { text: "Reported to Metrc", tone: "success" };
  if (event.status === "FAILED") return { text: "Refused by Metrc", tone: "danger" };
  if (event.lastError) return { text: "Retrying", tone: "warning" };
  return { text: "Waiting to report", tone: "neutral" };
}
