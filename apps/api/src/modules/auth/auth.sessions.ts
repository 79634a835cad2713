// Sessions (domain.md → Identity): opaque 30-day tokens, only their hash stored, revocable one by one or all at once.
import { SESSION_TTL_MS } from "@verdant/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { hashToken, newToken } from "../../plugins/auth.ts";

/** Opens a session for the user and answers the access token, which is never stored in clear. */
export async function createSession(db: Db, userId: string, userAgent?: string): Promise<string> {
  const token = newToken("vrd");
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, or every one but `keepSessionId` (a password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
