// A manager's offline key and the verifiers registers get from it (decision 0035). The key is PBKDF2 of the PIN
// with the person's own salt (kept across PIN changes, so setting the same PIN again changes nothing); it is
// computed when the PIN is set, or the first time a PIN set earlier is used online, and never leaves the server.
// A register gets only HMACs of it bound to that register and a moment, valid for OFFLINE_VERIFIER_TTL_MS.

import {
  fromBase64,
  newOfflineSalt,
  OFFLINE_PIN_ITERATIONS,
  OFFLINE_VERIFIER_TTL_MS,
  offlinePinKey,
  offlineVerifier,
  toBase64,
} from "@verdant/shared/offline-approval";
import type { OfflineApprovals } from "@verdant/shared/offline-sales";
import type { Approver } from "@verdant/shared/overrides";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { managerPins } from "../../db/schema/index.ts";

/** The offline key columns for this PIN: the person's salt if they have one, else a new one. */
export async function offlineKeyFor(db: Db, userId: string, pin: string) {
  const [row] = await db
    .select({ salt: managerPins.offlineSalt })
    .from(managerPins)
    .where(eq(managerPins.userId, userId));
  const offlineSalt = row?.salt ?? newOfflineSalt();
  const key = await offlinePinKey(pin, offlineSalt, OFFLINE_PIN_ITERATIONS);
  return { offlineSalt, offlineKey: toBase64(key), offlineIterations: OFFLINE_PIN_ITERATIONS };
}

export async function keepOfflineKey(db: Db, userId: string, pin: string) {
  await db
    .update(managerPins)
    .set(await offlineKeyFor(db, userId, pin))
    .where(eq(managerPins.userId, userId));
}

export async function offlineKeyOf(db: Db, userId: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ key: managerPins.offlineKey })
    .from(managerPins)
    .where(eq(managerPins.userId, userId));
  return row?.key ? fromBase64(row.key) : null;
}

/** One verifier per approver with an offline key, for this register, issued now. */
export async function verifiersFor(
  db: Db,
  approvers: Approver[],
  registerId: string,
  now: Date,
): Promise<OfflineApprovals> {
  const issuedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + OFFLINE_VERIFIER_TTL_MS).toISOString();
  if (approvers.length === 0) return { issuedAt, expiresAt, approvers: [] };
  const keys = await db
    .select({
      userId: managerPins.userId,
      salt: managerPins.offlineSalt,
      key: managerPins.offlineKey,
      iterations: managerPins.offlineIterations,
    })
    .from(managerPins)
    .where(
      inArray(
        managerPins.userId,
        approvers.map((a) => a.id),
      ),
    );
  const verifiers = [];
  for (const approver of approvers) {
    const row = keys.find((k) => k.userId === approver.id);
    if (!row?.key || !row.salt || !row.iterations) continue;
    const verifier = await offlineVerifier(fromBase64(row.key), { registerId, approverId: approver.id, issuedAt });
    verifiers.push({ id: approver.id, name: approver.name, salt: row.salt, iterations: row.iterations, verifier });
  }
  return { issuedAt, expiresAt, approvers: verifiers };
}
