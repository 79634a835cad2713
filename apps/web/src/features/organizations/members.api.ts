// Members of an organization (spec §7 Organizations, members part): list, type, location roles, remove,
// leave, and the transfer of ownership.
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { member, memberList } from "@verdant/shared/organizations";
import type { LocationRolesEntry, MemberType } from "@verdant/shared/roles";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { organizationKeys } from "./organizations.api.ts";

export const memberKeys = queryKeys.members;

export type MemberListParams = { orgId: string; page: number; search?: string };

export const membersQuery = ({ orgId, ...params }: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list({ orgId, ...params }),
    queryFn: async ({ signal }) =>
      memberList.parse(await api.get(`organization/${orgId}/members`, { ...params, limit: PAGE_SIZE.default }, signal)),
    placeholderData: keepPreviousData,
  });

// A member's change may be one's own: the membership (under the organizations key) refreshes too.
const invalidates = [memberKeys.all, organizationKeys.all];

export function useChangeMemberType() {
  return useMutation({
    mutationFn: async (input: { organizationId: string; userId: string; type: Exclude<MemberType, "OWNER"> }) =>
      member.parse(await api.put("organization-member/type", input)),
    meta: { success: "Member updated", error: "Failed to update the member", invalidates },
  });
}

export function useSetLocationRoles() {
  return useMutation({
    mutationFn: async ({
      userId,
      ...body
    }: {
      organizationId: string;
      userId: string;
      locationRoles: LocationRolesEntry[];
    }) => member.parse(await api.post(`organization-member/${userId}/location-roles`, body)),
    meta: { success: "Location roles saved", error: "Failed to save the location roles", invalidates },
  });
}

/** Removes a member; with one's own id it is leaving the organization. */
export function useRemoveMember(options: { leaving?: boolean } = {}) {
  return useMutation({
    mutationFn: (input: { organizationId: string; userId: string }) =>
      api.delete<{ id: string }>("organization-member", input),
    meta: options.leaving
      ? { success: "You left the organization", error: "Failed to leave the organization", invalidates }
      : { success: "Member removed", error: "Failed to remove the member", invalidates },
  });
}

export function useTransferOwnership() {
  return useMutation({
    mutationFn: async (input: { organizationId: string; userId: string }) =>
      member.parse(await api.put("organization/transfer-ownership", input)),
    meta: { success: "Ownership transferred", error: "Failed to transfer ownership", invalidates },
  });
}
