// The request pipeline itself: api-key, token lookup and the profile call every screen makes.

import { sessions, users } from "../../apps/api/src/db/schema/index.ts";
import { hashToken, newToken } from "../../apps/api/src/plugins/auth.ts";
import type { Scenario } from "../harness.ts";
import { addDays } from "../util.ts";

export const identityScenario: Scenario = {
  name: "identity",
  prepare: async ({ database }) => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const token = newToken("vt");
    await database.db
      .insert(sessions)
      .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: addDays(30) });
    return [
      { name: "GET /api/health", path: "/api/health" },
      { name: "GET /api/auth/me", path: "/api/auth/me", headers: { authorization: `Bearer ${token}` } },
    ];
  },
};
