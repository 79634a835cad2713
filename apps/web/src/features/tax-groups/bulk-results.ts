// How a bulk call's partial result is told (spec §8): a delete shows how many went and how many did not; a
// duplicate shows one toast per failure, or one 'Failed to duplicate any tax groups' when nothing was copied.
import type { TaxGroupBulkResult } from "@verdant/shared/tax-groups";
import { notify } from "../../components/ui/toaster.tsx";
import { translate } from "../../lib/i18n/catalog.ts";
import { taxGroupMessages } from "./messages.ts";

export type Notice = { tone: "success" | "error"; message: string };

const t = translate(taxGroupMessages);

export function bulkDeleteNotices(result: TaxGroupBulkResult): Notice[] {
  const notices: Notice[] = [];
  if (result.successCount > 0)
    notices.push({ tone: "success", message: t("bulk.deleted", { count: result.successCount }) });
  if (result.failureCount > 0) {
    const reasons = [...new Set(result.failures.map((f) => f.message))].join(" ");
    notices.push({ tone: "error", message: t("bulk.deleteFailed", { count: result.failureCount, reasons }) });
  }
  return notices;
}

export function bulkDuplicateNotices(result: TaxGroupBulkResult): Notice[] {
  if (result.successCount === 0) return [{ tone: "error", message: t("bulk.duplicateNone") }];
  return [
    { tone: "success", message: t("bulk.duplicated", { count: result.successCount }) },
    ...result.failures.map(
      (f): Notice => ({ tone: "error", message: t("bulk.duplicateFailed", { reason: f.message }) }),
    ),
  ];
}

export function bulkAssignNotices(result: TaxGroupBulkResult): Notice[] {
  if (result.successful === 0) return [{ tone: "error", message: t("bulk.assignNone") }];
  const notices: Notice[] = [{ tone: "success", message: t("bulk.assigned", { count: result.successful }) }];
  if (result.failed > 0)
    notices.push({
      tone: "error",
      message: t("bulk.assignFailed", {
        count: result.failed,
        reasons: result.failures.map((f) => f.message).join(" "),
      }),
    });
  return notices;
}

export function announce(notices: Notice[]) {
  for (const n of notices) notify[n.tone](n.message);
}
