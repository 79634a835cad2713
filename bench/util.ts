import type { Database } from "../apps/api/src/db/client.ts";
import { sessions } from "../apps/api/src/db/schema/index.ts";
import { hashToken, newToken } from "../apps/api/src/plugins/auth.ts";

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Sessions a scenario's load is spread over: the product limits each session's rate (RATE_LIMIT_SESSION_MAX) as a
 *  register's would be, and the bench stands for many registers and back-office users, not one very busy one. */
const SESSIONS = 1_000;

/** Signs a user in SESSIONS times; answers a function that gives one of those sessions' headers at random. */
export async function signedIn(db: Database["db"], userId: string): Promise<() => Record<string, string>> {
  const tokens = Array.from({ length: SESSIONS }, () => newToken("vt"));
  await db
    .insert(sessions)
    .values(tokens.map((token) => ({ userId, tokenHash: hashToken(token), expiresAt: addDays(30) })));
  return () => ({ authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}` });
}
