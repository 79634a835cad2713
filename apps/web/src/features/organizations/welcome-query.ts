// The staff welcome's read (GET /organization/{orgId}/welcome), kept light: the dashboard's guard imports it to send
// a newly joined member to /welcome once, so it must not pull a screen into the entry chunk (decision 0028).
import { queryOptions } from "@tanstack/react-query";
import { staffWelcome } from "@verdant/shared/staff-welcome";
import { api } from "../../lib/api-client.ts";

const welcomeKeys = { mine: (orgId: string) => ["staff-welcome", orgId] as const };

export const staffWelcomeQuery = (orgId: string) =>
  queryOptions({
    queryKey: welcomeKeys.mine(orgId),
    queryFn: async ({ signal }) =>
      staffWelcome.parse(await api.get(`organization/${orgId}/welcome`, undefined, signal)),
  });
