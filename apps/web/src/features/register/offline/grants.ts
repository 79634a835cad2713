// Approvals a manager granted on a register offline, waiting for their sale (decision 0035): in memory only (the
// key derived from the PIN is never stored), one per register, for a few minutes. Apart from approval.ts so the
// register's first load carries this map and not the PIN check, which loads with the approval dialog.
export interface Grant {
  registerId: string;
  approverId: string;
  approvedAt: string;
  issuedAt: string;
  reason: string;
  totalCents: number;
  key: Uint8Array;
  expiresAt: number;
}

/** A granted approval waits this long for its sale to be completed. */
export const GRANT_TTL_MS = 5 * 60_000;

const grants = new Map<string, Grant>();

export function keepGrant(grant: Grant) {
  grants.set(grant.registerId, grant);
}

/** The approval granted on this register that waits for its sale, if any (it names the total it was given for). */
export function grantFor(registerId: string, now = Date.now()): Grant | undefined {
  const grant = grants.get(registerId);
  if (grant && grant.expiresAt < now) grants.delete(registerId);
  return grants.get(registerId);
}

/** A grant is used once: the next sale past the limits asks again. */
export function dropGrant(registerId: string) {
  grants.delete(registerId);
}
