// Organizations, members and invites (spec §3 Organization/Member, §6, §7 Organizations).
import { z } from "zod";
import { inviteStatuses } from "./list-filters.ts";
import { listOf, pageQuery } from "./lists.ts";
import { createLocationInput, location } from "./locations.ts";
import { phoneSchema } from "./phone.ts";
import { assignableMemberTypes, locationRolesEntry, memberTypes } from "./roles.ts";
import { codeSchema, emailSchema, uuidSchema } from "./validation.ts";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const BULK_INVITE_MAX = 100;
export { inviteStatuses };
export type InviteStatus = (typeof inviteStatuses)[number];
/** Why GET /organization-invite/{code} answers 404 (its `reason`): an unknown code, or what became of the invite. */
export const inviteLinkReasons = ["UNKNOWN", "ACCEPTED", "EXPIRED", "REVOKED"] as const;
export type InviteLinkReason = (typeof inviteLinkReasons)[number];

const organizationId = uuidSchema("organizationId");
const userId = uuidSchema("userId");
const organizationName = z
  .string({ error: "name is required" })
  .trim()
  .min(2, "name must be at least 2 characters")
  .max(100, "name must be at most 100 characters");
export const slugSchema = z
  .string({ error: "slug is required" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lowercase letters and digits joined by single hyphens")
  .min(3, "slug must be at least 3 characters")
  .max(60, "slug must be at most 60 characters");

/** 'Green Leaf Cannabis Co.' → 'green-leaf-cannabis-co' */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
  return slug.length >= 3 ? slug : `org-${slug || "new"}`.replace(/-$/, "");
}

const locationRolesList = z.array(locationRolesEntry).max(200).default([]);

// ── Organizations ────────────────────────────────────────────────────────────
export const createOrganizationInput = z.object({
  name: organizationName,
  /** The first location, created with the organization. */
  location: createLocationInput.optional(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationInput>;

export const updateOrganizationInput = z.object({
  id: organizationId,
  name: organizationName.optional(),
  slug: slugSchema.optional(),
});
export type UpdateOrganizationInput = z.input<typeof updateOrganizationInput>;

/** Deleting asks the owner to type the organization's name or slug. */
export const deleteOrganizationConfirm = z.object({ confirm: z.string().trim().max(200).optional() });

const membershipShape = z.object({
  id: z.uuid(),
  type: z.enum(memberTypes),
  locationRoles: z.array(locationRolesEntry),
});
export type MyMembership = z.infer<typeof membershipShape>;

export const organization = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller's own place in it. */
  membership: membershipShape,
});
export type Organization = z.infer<typeof organization>;
export const organizationList = listOf(organization);
export const organizationListQuery = z.object(pageQuery());

export const personSummary = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

export const organizationDetails = organization.extend({
  owner: personSummary,
  memberCount: z.number().int(),
  /** The locations the caller works at (all of them for owners and admins). */
  locations: z.array(location),
});
export type OrganizationDetails = z.infer<typeof organizationDetails>;

export const selectOrganizationInput = z.object({
  organizationId,
  locationId: uuidSchema("locationId").optional(),
});
export const selection = z.object({
  selectedOrgId: z.uuid(),
  organizationSlug: z.string(),
  selectedLocationId: z.uuid().nullable(),
  selectedLocation: location.nullable(),
});
export type Selection = z.infer<typeof selection>;

export const transferOwnershipInput = z.object({ organizationId, userId });

// ── Members ──────────────────────────────────────────────────────────────────
export const member = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
  type: z.enum(memberTypes),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  locationRoles: z.array(locationRolesEntry),
  createdAt: z.string(),
});
export type Member = z.infer<typeof member>;
export const memberList = listOf(member);
export const memberListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(memberTypes).optional(),
  ...pageQuery(),
});

export const addMemberInput = z.object({
  organizationId,
  email: emailSchema,
  type: z.enum(assignableMemberTypes).default("MEMBER"),
  locationRoles: locationRolesList,
});
export type AddMemberInput = z.input<typeof addMemberInput>;
/** DELETE /organization-member: in the body or the query; one's own id means leaving. */
export const removeMemberInput = z.object({ organizationId, userId });
export const changeMemberTypeInput = z.object({ organizationId, userId, type: z.enum(assignableMemberTypes) });
export const setLocationRolesInput = z.object({ organizationId, locationRoles: locationRolesList });
export type SetLocationRolesInput = z.input<typeof setLocationRolesInput>;

// ── Invites ──────────────────────────────────────────────────────────────────
const invitation = z.object({
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  type: z.enum(assignableMemberTypes).default("MEMBER"),
  locationRoles: locationRolesList,
});
const oneAddress = { message: "email or phone is required (one of them, not both)", path: ["email"] };
/** A member invited with no role at any location would sign in to nothing (issue 15); an admin sees every one. */
export const NO_LOCATION_ROLE_MESSAGE =
  "Choose a role at one location at least: a member without one would have no access";
const reachesALocation = (v: { type?: string; locationRoles?: { roles: string[] }[] }) =>
  v.type === "ADMIN" || (v.locationRoles ?? []).some((entry) => entry.roles.length > 0);
const noLocationRole = { message: NO_LOCATION_ROLE_MESSAGE, path: ["locationRoles"] };
const hasOneAddress = (v: { email?: string; phone?: string }) => Boolean(v.email) !== Boolean(v.phone);

export const sendInvitationInput = invitation
  .extend({ organizationId })
  .refine(hasOneAddress, oneAddress)
  .refine(reachesALocation, noLocationRole);
export type SendInvitationInput = z.input<typeof sendInvitationInput>;
export const bulkInvitationInput = z.object({
  organizationId,
  invitations: z
    .array(invitation.refine(hasOneAddress, oneAddress).refine(reachesALocation, noLocationRole))
    .min(1, "invitations must list at least one person")
    .max(BULK_INVITE_MAX, `invitations must list at most ${BULK_INVITE_MAX} people`),
});
export type BulkInvitationInput = z.input<typeof bulkInvitationInput>;

export const invite = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(assignableMemberTypes),
  locationRoles: z.array(locationRolesEntry),
  status: z.enum(inviteStatuses),
  invitedBy: personSummary.nullable(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof invite>;
export const inviteList = listOf(invite);
export const inviteListQuery = z.object({ status: z.enum(inviteStatuses).optional(), ...pageQuery() });

/** What anyone holding the link may see before signing up (addresses masked). */
export const publicInvite = z.object({
  organizationName: z.string(),
  organizationSlug: z.string(),
  inviterName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(assignableMemberTypes),
  expiresAt: z.string(),
});
export type PublicInvite = z.infer<typeof publicInvite>;

export const acceptInviteInput = z.object({ inviteCode: codeSchema("inviteCode").pipe(z.string().max(64)) });
export const acceptedInvite = z.object({
  organization: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  member,
});

/** 'jane.doe@example.com' → 'j*******@example.com'; '+16045550123' → '+1******0123'. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(local.length - 1, 1))}@${domain}`;
}
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)}${"*".repeat(Math.max(phone.length - 6, 1))}${phone.slice(-4)}`;
}
