// The staff welcome (issue 15): what someone who joins an organization by invitation sees once, on their first
// visit, instead of the owner's set-up: who invited them, where they work and in what role, and (for who approves
// refunds at the register) a prompt to set their approval PIN. Remembered per membership.
import { z } from "zod";
import type { LocationRole, MemberType } from "./roles.ts";

// The member types and roles of roles.ts, spelled here so this schema stays a module of its own that the web app
// loads with the welcome alone (roles.ts sits in the first-load chunk; decision 0028). The checks below keep the two
// lists equal.
const types = ["OWNER", "ADMIN", "MEMBER"] as const satisfies readonly MemberType[];
const roles = ["MANAGER", "CASHIER", "INVENTORY", "VIEWER"] as const satisfies readonly LocationRole[];
type Missing = Exclude<MemberType, (typeof types)[number]> | Exclude<LocationRole, (typeof roles)[number]>;
const complete: [Missing] extends [never] ? true : never = true;
void complete;

export const staffWelcome = z.object({
  /** Still to show: a member other than the owner who has neither finished nor skipped it. */
  pending: z.boolean(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** Who sent the invitation they accepted, by name; null when nobody is known (added by the platform). */
  invitedBy: z.string().nullable(),
  type: z.enum(types),
  /** The locations they may use, by name, with their roles there (every location, no roles, for an admin). */
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), roles: z.array(z.enum(roles)) })),
  /** Approves a cashier's refund or void at the register (a manager somewhere, or an admin). */
  approvesAtRegister: z.boolean(),
  hasApprovalPin: z.boolean(),
  welcomedAt: z.string().nullable(),
});
export type StaffWelcome = z.infer<typeof staffWelcome>;
