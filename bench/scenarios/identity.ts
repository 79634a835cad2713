// The request pipeline itself: api-key, token lookup and the profile call every screen makes.

import { users } from "../../apps/api/src/db/schema/index.ts";
import type { Scenario } from "../harness.ts";
import { signedIn } from "../util.ts";

export const identityScenario: Scenario = {
  name: "identity",
  prepare: async ({ database }) => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const auth = await signedIn(database.db, user!.id);
    return [
      { name: "GET /api/health", path: "/api/health" },
      { name: "GET /api/auth/me", path: "/api/auth/me", headers: auth },
    ];
  },
};
