// The Idempotency-Key of api-conventions.md → Writes (docs/decisions/0007-idempotency.md), for every call that
// moves money or stock (adjustments, process-to-inventory, and the register's complete/refund/void). A handler
// wraps its write:
//
//   async (request, reply) => idempotent(db, request, reply, (tx) => adjustQuantity(tx, ...))
//
// Without the header the write simply runs. With it, one transaction claims (organization, key, route), runs the
// write in a savepoint and stores the answer before committing, so the answer and the effect are recorded
// together or not at all. A second request with the same key waits on the first one's row lock (PostgreSQL
// makes the conflicting insert wait for the first transaction) and then gets the first answer, unchanged,
// without running the write again. A 4xx answer is kept too: the same key always answers the same way.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { accessOf } from "../../plugins/access.ts";
import { errorBody } from "../../plugins/error-handler.ts";
import { AppError } from "../app-error.ts";

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
    throw new AppError("validation_failed", ["Idempotency-Key must be 1 to 255 visible ASCII characters"]);
  }
  return key;
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url");

type Outcome<T> = { statusCode: number; body: T | ReturnType<typeof errorBody>; replayed: boolean };

/**
 * Runs `write` at most once per Idempotency-Key and answers with its result (or the first result for that key).
 * The write receives a transaction; services that open their own transaction nest inside it (a savepoint).
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Db) => Promise<T>,
  successStatus = 200,
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
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...claim, fingerprint, statusCode: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return replay<T>(tx, claim, fingerprint);
    let result: Outcome<T>;
    try {
      result = { statusCode: successStatus, body: await tx.transaction(write), replayed: false };
    } catch (error) {
      // A refusal (insufficient stock, a wrong status) is an answer too; a crash is not, and releases the key.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // The detail travels as the error handler sends it (fields, the bucket of a limit, the product out of stock).
      const { retryAfter: _, ...detail } = error.detail as { retryAfter?: number };
      const body = errorBody(error.statusCode, error.messages, { code: error.code, ...detail });
      result = { statusCode: error.statusCode, body, replayed: false };
    }
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, body: result.body as object })
      .where(keyOf(claim));
    return result;
  });
  reply.code(outcome.statusCode);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, "true");
  return outcome.body as T;
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
  if (!first) throw new AppError("conflict", "A request with this Idempotency-Key is still in progress");
  if (first.fingerprint !== fingerprint) {
    throw new AppError("conflict", "This Idempotency-Key was already used for a different request");
  }
  return { statusCode: first.statusCode, body: first.body as T, replayed: true };
}
