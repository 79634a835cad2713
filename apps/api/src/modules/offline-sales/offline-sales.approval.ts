// A manager's approval past the location's offline limits, checked again when the sale arrives (decision 0035). The
// register checked the PIN against a verifier; the server checks the approval's proof against the manager's own
// offline key, that they manage the register here, and that the moments hold together. A verified approval covers
// the limits it was given for; one that cannot be verified leaves those flags and adds its own: the sale is recorded
// either way (the goods are gone), and the manager's review says why.

import { OFFLINE_VERIFIER_TTL_MS, offlineApprovalProof, sameMac } from "@verdant/shared/offline-approval";
import type { OfflineApprovalInput } from "@verdant/shared/offline-sales";
import type { Db } from "../../db/client.ts";
import type { OfflineApprovalRow } from "../../db/schema/index.ts";
import { type Said, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { offlineApproverOf } from "../overrides/overrides.service.ts";
import { flag, type KeptFlag } from "./offline-sales.flags.ts";

/** The flags a verified approval covers: the location's offline limits. */
const APPROVED_FLAGS = new Set(["OFFLINE_TOO_LONG", "OVER_OFFLINE_TOTAL"]);
const CLOCK_SKEW_MS = 5 * 60_000;

export interface ApprovedOfflineSale {
  key: string;
  registerId: string;
  offlineReceipt: string;
  registerTotalCents: number;
  soldAt: string;
  offlineSince: string;
  approval: OfflineApprovalInput;
}

/** Why the approval cannot be verified, or null when it is. */
async function problemOf(db: Db, scope: LocationScope, sale: ApprovedOfflineSale): Promise<Said | null> {
  const { approval } = sale;
  const approver = await offlineApproverOf(db, scope, approval.approverId);
  if (!approver) return say("offlineApproval.notManager");
  if (!approver.key) return say("offlineApproval.noKey", { name: approver.name });
  const approvedAt = Date.parse(approval.approvedAt);
  const issuedAt = Date.parse(approval.issuedAt);
  if (approvedAt < Date.parse(sale.offlineSince) || approvedAt > Date.parse(sale.soldAt) + CLOCK_SKEW_MS) {
    return say("offlineApproval.outsideOutage");
  }
  if (approvedAt < issuedAt || approvedAt - issuedAt > OFFLINE_VERIFIER_TTL_MS) {
    return say("offlineApproval.expired");
  }
  const expected = await offlineApprovalProof(approver.key, {
    key: sale.key,
    registerId: sale.registerId,
    offlineReceipt: sale.offlineReceipt,
    registerTotalCents: sale.registerTotalCents,
    approverId: approval.approverId,
    approvedAt: approval.approvedAt,
    issuedAt: approval.issuedAt,
    reason: approval.reason,
  });
  if (!sameMac(expected, approval.proof)) {
    return say("offlineApproval.mismatch", { name: approver.name });
  }
  return null;
}

/** The sale's flags once its approval is checked, and the approval as the sale records it. */
export async function checkApproval(
  db: Db,
  scope: LocationScope,
  sale: Omit<ApprovedOfflineSale, "approval"> & { approval?: OfflineApprovalInput },
  flags: KeptFlag[],
): Promise<{ flags: KeptFlag[]; approval: OfflineApprovalRow | null }> {
  if (!sale.approval) return { flags, approval: null };
  const problem = await problemOf(db, scope, sale as ApprovedOfflineSale);
  const approval = {
    approverId: sale.approval.approverId,
    approvedAt: sale.approval.approvedAt,
    reason: sale.approval.reason,
    verified: problem === null,
  };
  if (problem === null) return { flags: flags.filter((f) => !APPROVED_FLAGS.has(f.code)), approval };
  return {
    flags: [...flags, flag("APPROVAL_UNVERIFIED", say("offlineFlag.approvalUnverified", { problem }))],
    approval,
  };
}
