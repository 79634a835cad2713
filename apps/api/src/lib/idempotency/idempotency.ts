// The Idempotency-Key of api-conventions.md → Writes (docs/decisions/0007-idempotency.md), for every call that
// moves money or stock (adjustments, process-to-inventory, and the register's complete/refund/void). A handler
// wraps its write:
//
//   async (request, reply) => idempotent(db, request, reply, (tx) => adjustQuantity(tx, ...))
//
// Without the header the write simply runs. With it, one transaction runs the write and, last, records
// (organization, key, route) with the answer, so the answer and the effect are recorded together or not at all. A
// second request with the same key finds the first answer when it records its own (PostgreSQL makes the
// conflicting insert wait for the first transaction), rolls its work back and answers the first answer, unchanged.
// A 4xx answer is kept too: the same key always answers the same way.
import { createHash } from "node:crypto";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { accessOf } from "../../plugins/access.ts";
import { errorBody } from "../../plugins/error-handler.ts";
import { AppError, say } from "../app-error.ts";
import { readerLanguageOf } from "../i18n.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that was replayed from the first request with the same key. */
export const REPLAYED_HEADER = "idempotent-replayed";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's key, or undefined when the client sent none; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError("validation_failed", [say("idempotency.key")]);
  }
  return key;
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url");

type Outcome<T> = { statusCode: number; body: T | ReturnType<typeof errorBody>; replayed: boolean };

/**
 * The key's row for a write that records it in its own last statement (the register's sale, decision 0012), one
 * round trip fewer: the write adds keyWrite to that statement and says in `recorded` whether the key was free.
 */
export interface KeyRecord {
  organizationId: string;
  key: string;
  route: string;
  fingerprint: string;
  statusCode: number;
  recorded?: boolean;
}

/** The values keyWrite reads: the record's, with the answer; none recorded without a key. */
export const keyValues = (record: KeyRecord | undefined, body: unknown) => ({
  keyed: Boolean(record),
  keyOrg: record?.organizationId ?? null,
  key: record?.key ?? null,
  keyRoute: record?.route ?? null,
  keyFingerprint: record?.fingerprint ?? null,
  keyStatus: record?.statusCode ?? null,
  keyBody: record ? JSON.stringify(body) : null,
});

/** True in a statement with keyWrite once the key was recorded (it was free). */
export const keyRecorded = sql`exists (select from key_recorded)`;

/** A CTE (key_recorded) recording the key with its answer when `when` holds; read it with keyRecorded. */
export function keyWrite(value: (name: keyof ReturnType<typeof keyValues>) => SQLWrapper, when: SQL): SQL {
  return sql`key_recorded as (
    insert into ${idempotencyKeys} (organization_id, key, route, fingerprint, status_code, body)
    select ${value("keyOrg")}::uuid, ${value("key")}::text, ${value("keyRoute")}::text, ${value("keyFingerprint")}::text,
      ${value("keyStatus")}::int, ${value("keyBody")}::jsonb
    where ${value("keyed")}::boolean and ${when}
    on conflict do nothing returning 1)`;
}

/** Thrown inside the write's transaction when the key already holds an answer: rolls the write back. */
class AlreadyAnswered extends Error {}

/**
 * Runs `write` at most once per Idempotency-Key and answers with its result (or the first result for that key).
 * The write runs in a transaction that records the key and the answer last, just before committing: a second
 * request with the same key that arrives meanwhile does its work too, then waits on the first one's key row (the
 * conflicting insert waits for the first transaction to end), rolls its own work back and answers the first answer.
 * The common case — a key never seen — costs one insert; the rare retry costs the work it undoes.
 * Services that open their own transaction nest inside it (a savepoint).
 * `atomic`: the write is all or nothing by itself and records the key in its own statement, writing nothing when
 * the key is taken (the register's sale, decision 0015); no transaction is opened around it.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Db, key?: KeyRecord) => Promise<T>,
  successStatus = 200,
  { atomic = false }: { atomic?: boolean } = {},
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const body = await write(db);
    reply.code(successStatus);
    return body;
  }
  const claim = {
    organizationId: accessOf(request).organizationId,
    key,
    route: `${request.method} ${request.routeOptions.url}`,
  };
  const fingerprint = fingerprintOf(request);
  let outcome: Outcome<T>;
  try {
    const run = async (tx: Db) => {
      const record: KeyRecord = { ...claim, fingerprint, statusCode: successStatus };
      const result = { statusCode: successStatus, body: await write(tx, record), replayed: false };
      if (atomic && record.recorded === undefined) throw new Error("an atomic write must record its key");
      if (!(record.recorded ?? (await recorded(tx, claim, fingerprint, result)))) throw new AlreadyAnswered();
      return result;
    };
    outcome = await (atomic ? run(db) : db.transaction(run));
  } catch (error) {
    if (error instanceof AlreadyAnswered) {
      outcome = await replay<T>(db, claim, fingerprint);
    } else {
      // A refusal (insufficient stock, a wrong status) is an answer too; a crash is not, and leaves the key free.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // The detail travels as the error handler sends it (fields, the bucket of a limit, the product out of stock).
      const { retryAfter: _, ...detail } = error.detail as { retryAfter?: number };
      const body = errorBody(error.statusCode, error.messagesIn(readerLanguageOf(request)), {
        code: error.code,
        ...detail,
      });
      const refusal: Outcome<T> = { statusCode: error.statusCode, body, replayed: false };
      outcome = (await recorded(db, claim, fingerprint, refusal)) ? refusal : await replay<T>(db, claim, fingerprint);
    }
  }
  reply.code(outcome.statusCode);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, "true");
  return outcome.body as T;
}

/** Records the key's answer; false when the key already had one (then this request must answer that one). */
async function recorded<T>(db: Db, claim: Claim, fingerprint: string, outcome: Outcome<T>): Promise<boolean> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...claim, fingerprint, statusCode: outcome.statusCode, body: outcome.body as object })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return Boolean(row);
}

type Claim = { organizationId: string; key: string; route: string };
const keyOf = (claim: Claim) =>
  and(
    eq(idempotencyKeys.organizationId, claim.organizationId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.route, claim.route),
  );

async function replay<T>(tx: Db, claim: Claim, fingerprint: string): Promise<Outcome<T>> {
  const [first] = await tx.select().from(idempotencyKeys).where(keyOf(claim));
  // Only when the key's row was deleted in between (keys expire): the client may simply retry.
  if (!first) throw new AppError("conflict", say("idempotency.justAnswered"));
  if (first.fingerprint !== fingerprint) {
    throw new AppError("conflict", say("idempotency.reused"));
  }
  return { statusCode: first.statusCode, body: first.body as T, replayed: true };
}
