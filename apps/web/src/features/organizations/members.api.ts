// Members of an organization (spec §7 Organizations, members part): list, type, location roles, remove,
// leave, and the transfer of ownership.
import { useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { member, memberList } from "@verdant/shared/organizations";
import type { LocationRolesEntry, MemberType } from "@verdant/shared/roles";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { organizationMessages } from "./messages.ts";
import { organizationKeys } from "./organizations.api.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(organizationMessages);

export const memberKeys = queryKeys.members;

export type MemberListParams = { orgId: string; page: number; search?: string };

export const membersQuery = ({ orgId, ...params }: MemberListParams) =>
  listQuery(memberKeys.list({ orgId, ...params }), memberList, `organization/${orgId}/members`, {
    ...params,
    limit: PAGE_SIZE.default,
  });

// A member's change may be one's own: the membership (under the organizations key) refreshes too.
const invalidates = [memberKeys.all, organizationKeys.all];

export function useChangeMemberType() {
  return useMutation({
    mutationFn: async (input: { organizationId: string; userId: string; type: Exclude<MemberType, "OWNER"> }) =>
      member.parse(await api.put("organization-member/type", input)),
    meta: { success: t("toast.memberUpdated"), error: t("toast.memberUpdateFailed"), invalidates },
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
    meta: { success: t("toast.rolesSaved"), error: t("toast.rolesFailed"), invalidates },
  });
}

/** Removes a member; with one's own id it is leaving the organization. */
export function useRemoveMember(options: { leaving?: boolean } = {}) {
  return useMutation({
    mutationFn: (input: { organizationId: string; userId: string }) =>
      api.delete<{ id: string }>("organization-member", input),
    meta: options.leaving
      ? { success: t("toast.left"), error: t("toast.leaveFailed"), invalidates }
      : { success: t("toast.memberRemoved"), error: t("toast.removeFailed"), invalidates },
  });
}

export function useTransferOwnership() {
  return useMutation({
    mutationFn: async (input: { organizationId: string; userId: string }) =>
      member.parse(await api.put("organization/transfer-ownership", input)),
    meta: { success: t("toast.transferred"), error: t("toast.transferFailed"), invalidates },
  });
}
