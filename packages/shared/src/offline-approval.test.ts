import { describe, expect, it } from "vitest";
import {
  type ApprovedSale,
  fromBase64,
  newOfflineSalt,
  offlineApprovalProof,
  offlinePinKey,
  offlineVerifier,
  sameMac,
  toBase64,
} from "./offline-approval.ts";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("offline approvals: the same computation in the browser and on the server", () => {
  it("encodes base64 as RFC 4648 does, both ways", () => {
    expect(toBase64(ascii("Man"))).toBe("TWFu");
    expect(toBase64(ascii("Ma"))).toBe("TWE=");
    expect(toBase64(ascii("M"))).toBe("TQ==");
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(() => fromBase64("not*base64")).toThrow();
    expect(fromBase64(newOfflineSalt())).toHaveLength(16);
    expect(newOfflineSalt()).not.toBe(newOfflineSalt());
  });

  it("derives the PIN key with PBKDF2-SHA-256 (RFC 7914's vector)", async () => {
    const key = await offlinePinKey("passwd", toBase64(ascii("salt")), 1);
    expect(hex(key)).toBe("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
  });

  it("binds a verifier to its register, manager and moment, and a proof to every fact of its sale", async () => {
    const salt = newOfflineSalt();
    const key = await offlinePinKey("2468", salt, 1000);
    const other = await offlinePinKey("2469", salt, 1000);
    const v = { registerId: "r1", approverId: "m1", issuedAt: "2026-04-20T10:00:00.000Z" };
    const verifier = await offlineVerifier(key, v);
    expect(verifier).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await offlineVerifier(key, v)).toBe(verifier);
    expect(await offlineVerifier(other, v)).not.toBe(verifier);
    expect(await offlineVerifier(key, { ...v, registerId: "r2" })).not.toBe(verifier);
    expect(await offlineVerifier(key, { ...v, issuedAt: "2026-04-20T10:03:00.000Z" })).not.toBe(verifier);

    const sale: ApprovedSale = {
      key: "sale-1",
      registerId: "r1",
      offlineReceipt: "K7Q2M9-3",
      registerTotalCents: 52_000,
      approverId: "m1",
      approvedAt: "2026-04-20T15:00:00.000Z",
      issuedAt: v.issuedAt,
      reason: "Offline for 300 minutes — the store allows 240",
    };
    const proof = await offlineApprovalProof(key, sale);
    expect(sameMac(proof, await offlineApprovalProof(key, { ...sale }))).toBe(true);
    for (const change of [
      { key: "sale-2" },
      { registerId: "r2" },
      { offlineReceipt: "K7Q2M9-4" },
      { registerTotalCents: 52_001 },
      { approverId: "m2" },
      { approvedAt: "2026-04-20T15:00:01.000Z" },
      { issuedAt: "2026-04-20T10:03:00.000Z" },
      { reason: "Offline for 300 minutes" },
    ]) {
      expect(sameMac(proof, await offlineApprovalProof(key, { ...sale, ...change })), JSON.stringify(change)).toBe(
        false,
      );
    }
    expect(sameMac(proof, await offlineApprovalProof(other, sale))).toBe(false);
    expect(sameMac(proof, proof.slice(1))).toBe(false);
  });
});
