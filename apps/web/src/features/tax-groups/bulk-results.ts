// How a bulk call's partial result is told (spec §8): a delete shows how many went and how many did not; a
// duplicate shows one toast per failure, or one 'Failed to duplicate any tax groups' when nothing was copied.
import type { TaxGroupBulkResult } from "@verdant/shared/tax-groups";
import { notify } from "../../components/ui/toaster.tsx";

export type Notice = { tone: "success" | "error"; message: string };

const groups = (n: number) => `${n} tax group${n === 1 ? "" : "s"}`;

export function bulkDeleteNotices(result: TaxGroupBulkResult): Notice[] {
  const notices: Notice[] = [];
  if (result.successCount > 0) notices.push({ tone: "success", message: `${groups(result.successCount)} deleted` });
  if (result.failureCount > 0) {
    const reasons = [...new Set(result.failures.map((f) => f.message))].join(" ");
    notices.push({ tone: "error", message: `Failed to delete ${groups(result.failureCount)}: ${reasons}` });
  }
  return notices;
}

export function bulkDuplicateNotices(result: TaxGroupBulkResult): Notice[] {
  if (result.successCount === 0) return [{ tone: "error", message: "Failed to duplicate any tax groups" }];
  return [
    { tone: "success", message: `${groups(result.successCount)} duplicated` },
    ...result.failures.map((f): Notice => ({ tone: "error", message: `Failed to duplicate tax group: ${f.message}` })),
  ];
}

export function bulkAssignNotices(result: TaxGroupBulkResult): Notice[] {
  if (result.successful === 0) return [{ tone: "error", message: "Failed to bulk assign tax group" }];
  const notices: Notice[] = [{ tone: "success", message: `Tax group assigned to ${result.successful} item(s)` }];
  if (result.failed > 0)
    notices.push({
      tone: "error",
      message: `Failed to assign tax group to ${result.failed} item(s): ${result.failures.map((f) => f.message).join(" ")}`,
    });
  return notices;
}

export function announce(notices: Notice[]) {
  for (const n of notices) notify[n.tone](n.message);
}
