import * as shared from "@verdant/shared/offline-approval";
import type { OfflineKit } from "@verdant/shared/offline-sales";
import { beforeAll, describe, expect, it } from "vitest";
import { approveOffline, offlineApprovers, spendGrant } from "./approval.ts";

const WRONG_PIN = "That PIN does not match a manager of this location.";

import { GRANT_TTL_MS, grantFor } from "./grants.ts";
import type { KeptKit } from "./local-copy.ts";
import { memoryStorage } from "./storage.ts";

const SALT = "c2FsdHNhbHRzYWx0c2FsdA==";
const ITERATIONS = 1000;
const issuedAt = "2026-04-20T16:00:00.000Z";
const NOW = Date.parse("2026-04-20T21:00:00.000Z");
let pinKey: Uint8Array;

async function keptWith(expiresAt = "2026-04-21T04:00:00.000Z"): Promise<KeptKit> {
  const verifier = await shared.offlineVerifier(pinKey, { registerId: "r1", approverId: "m1", issuedAt });
  const kit = {
    register: { id: "r1", name: "Front" },
    approvals: {
      issuedAt,
      expiresAt,
      approvers: [{ id: "m1", name: "Morgan Manager", salt: SALT, iterations: ITERATIONS, verifier }],
    },
  } as unknown as OfflineKit;
  return { kit, fetchedAt: 0, organizationId: "o", locationId: "l", registerId: "r1" };
}

const ask = { approverId: "m1", reason: "Offline for 300 minutes; this store allows 240.", totalCents: 52_000 };

describe("a manager's approval on a register offline", () => {
  beforeAll(async () => {
    pinKey = await shared.offlinePinKey("2468", SALT, ITERATIONS);
  });

  it("names who can approve, or why nobody can (no verifiers, or they expired)", async () => {
    expect(offlineApprovers(await keptWith(), NOW)).toEqual({
      approvers: [{ id: "m1", name: "Morgan Manager" }],
      problem: null,
    });
    expect(offlineApprovers(await keptWith("2026-04-20T20:00:00.000Z"), NOW).problem).toMatch(
      /approval codes expired at/,
    );
    const none = await keptWith();
    none.kit.approvals.approvers = [];
    expect(offlineApprovers(none, NOW).problem).toMatch(/none of this location's managers had set an approval PIN/);
    expect(offlineApprovers(undefined, NOW).approvers).toEqual([]);
  });

  it("grants the approval for a right PIN, for this register and total, once, with a proof the server can check", async () => {
    const storage = memoryStorage();
    const kept = await keptWith();
    expect(await approveOffline(storage, kept, { ...ask, pin: "2468" }, NOW)).toBeNull();
    const grant = grantFor("r1", NOW + 1000)!;
    expect(grant).toMatchObject({ approverId: "m1", totalCents: 52_000, issuedAt, reason: ask.reason });
    expect(grantFor("r2", NOW)).toBeUndefined();
    const sale = { key: "sale-1", offlineReceipt: "K7Q2M9-4", registerTotalCents: 52_000 };
    const approval = await spendGrant(grant, sale);
    expect(approval).toMatchObject({ approverId: "m1", approvedAt: new Date(NOW).toISOString(), issuedAt });
    const expected = await shared.offlineApprovalProof(pinKey, { ...approval, ...sale, registerId: "r1" });
    expect(shared.sameMac(approval.proof, expected)).toBe(true);
    // Spent: the next sale past the limits asks again.
    expect(grantFor("r1", NOW + 2000)).toBeUndefined();
  });

  it("lets a granted approval lapse when its sale is not completed in time", async () => {
    const storage = memoryStorage();
    expect(await approveOffline(storage, await keptWith(), { ...ask, pin: "2468" }, NOW)).toBeNull();
    expect(grantFor("r1", NOW + GRANT_TTL_MS + 1)).toBeUndefined();
  });

  it("counts wrong PINs per manager and pauses approvals after five, for 15 minutes", async () => {
    const storage = memoryStorage();
    const kept = await keptWith();
    for (let i = 0; i < shared.OFFLINE_PIN_TRIES.max; i++) {
      expect(await approveOffline(storage, kept, { ...ask, pin: "1111" }, NOW + i)).toBe(WRONG_PIN);
    }
    expect(await approveOffline(storage, kept, { ...ask, pin: "2468" }, NOW + 60_000)).toBe(
      "Too many wrong PINs. Try again in 14 minutes.",
    );
    expect(grantFor("r1", NOW + 60_000)).toBeUndefined();
    expect(
      await approveOffline(storage, kept, { ...ask, pin: "2468" }, NOW + shared.OFFLINE_PIN_TRIES.windowMs),
    ).toBeNull();
    expect(await approveOffline(storage, kept, { ...ask, approverId: "nobody", pin: "2468" }, NOW)).toBe(WRONG_PIN);
  });
});
