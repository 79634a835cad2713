// The staff welcome (issue 15): what someone who joins an organization by invitation sees once, on their first
// visit, instead of the owner's set-up: who invited them, where they work and in what role, what to do first, and
// (for who approves refunds at the register) a prompt to set their approval PIN. Remembered per membership.
import { z } from "zod";
import { locationRoles, memberTypes } from "./roles.ts";

export const staffWelcome = z.object({
  /** Still to show: a member other than the owner who has neither finished nor skipped it. */
  pending: z.boolean(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** Who sent the invitation they accepted, by name; null when nobody is known (added by the platform). */
  invitedBy: z.string().nullable(),
  type: z.enum(memberTypes),
  /** The locations they may use, by name, with their roles there (every location, no roles, for an admin). */
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), roles: z.array(z.enum(locationRoles)) })),
  /** Approves a cashier's refund or void at the register (a manager somewhere, or an admin). */
  approvesAtRegister: z.boolean(),
  hasApprovalPin: z.boolean(),
  welcomedAt: z.string().nullable(),
});
export type StaffWelcome = z.infer<typeof staffWelcome>;
