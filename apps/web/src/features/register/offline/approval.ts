// A manager's approval on a register that cannot reach the server (decision 0035). The register's local copy holds a
// short-lived verifier per manager; a PIN typed here is checked against it (slow on purpose, with counted tries), and
// a right one grants an approval for the one sale it was asked for. The PIN-derived key stays in memory only until
// that sale is queued with its proof (who approved, when, why, bound to the sale's key, receipt and total); the
// server checks the proof again when the sale arrives.
import {
  type ApprovedSale,
  OFFLINE_PIN_TRIES,
  offlineApprovalProof,
  offlinePinKey,
  offlineVerifier,
  sameMac,
} from "@verdant/shared/offline-approval";
import type { OfflineApprovalInput } from "@verdant/shared/offline-sales";
import { dropGrant, GRANT_TTL_MS, type Grant, keepGrant } from "./grants.ts";
import type { KeptKit } from "./local-copy.ts";
import { offlineRefusals } from "./refusals.ts";
import type { OfflineStorage } from "./storage.ts";

const clock = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** Who can approve on this register now, or why nobody can. */
export function offlineApprovers(kept: KeptKit | undefined, now = Date.now()) {
  const approvals = kept?.kit.approvals;
  if (!approvals || approvals.approvers.length === 0) {
    return {
      approvers: [],
      problem: offlineRefusals("noApprovers"),
    };
  }
  if (now > Date.parse(approvals.expiresAt)) {
    return {
      approvers: [],
      problem: offlineRefusals("codesExpired", { time: clock(Date.parse(approvals.expiresAt)) }),
    };
  }
  return { approvers: approvals.approvers.map((a) => ({ id: a.id, name: a.name })), problem: null };
}

interface Tries {
  count: number;
  since: number;
}

export interface ApprovalRequest {
  approverId: string;
  pin: string;
  reason: string;
  totalCents: number;
}

/** Checks the PIN against the manager's verifier; a right one grants the approval. Answers an error, or null. */
export async function approveOffline(
  storage: OfflineStorage,
  kept: KeptKit,
  request: ApprovalRequest,
  now = Date.now(),
): Promise<string | null> {
  const { problem } = offlineApprovers(kept, now);
  if (problem) return problem;
  const { approvals, register } = kept.kit;
  const approver = approvals.approvers.find((a) => a.id === request.approverId);
  if (!approver) return offlineRefusals("wrongPin");
  const triesKey = `pin-tries:${register.id}:${approver.id}`;
  const tries = await storage.get<Tries>("meta", triesKey);
  const counting = tries && now - tries.since < OFFLINE_PIN_TRIES.windowMs ? tries : { count: 0, since: now };
  if (counting.count >= OFFLINE_PIN_TRIES.max) {
    const minutes = Math.ceil((counting.since + OFFLINE_PIN_TRIES.windowMs - now) / 60_000);
    return offlineRefusals("tooManyPins", { minutes });
  }
  const key = await offlinePinKey(request.pin, approver.salt, approver.iterations);
  const verifier = await offlineVerifier(key, {
    registerId: register.id,
    approverId: approver.id,
    issuedAt: approvals.issuedAt,
  });
  if (!sameMac(verifier, approver.verifier)) {
    await storage.put("meta", triesKey, { count: counting.count + 1, since: counting.since });
    return offlineRefusals("wrongPin");
  }
  await storage.delete("meta", triesKey);
  keepGrant({
    registerId: register.id,
    approverId: approver.id,
    approvedAt: new Date(now).toISOString(),
    issuedAt: approvals.issuedAt,
    reason: request.reason,
    totalCents: request.totalCents,
    key,
    expiresAt: now + GRANT_TTL_MS,
  });
  return null;
}

/** The approval as the queued sale carries it (used once: the grant goes). */
export async function spendGrant(
  grant: Grant,
  sale: Pick<ApprovedSale, "key" | "offlineReceipt" | "registerTotalCents">,
): Promise<OfflineApprovalInput> {
  dropGrant(grant.registerId);
  const approval = {
    approverId: grant.approverId,
    approvedAt: grant.approvedAt,
    issuedAt: grant.issuedAt,
    reason: grant.reason,
  };
  const proof = await offlineApprovalProof(grant.key, { ...approval, ...sale, registerId: grant.registerId });
  return { ...approval, proof };
}
