// Invitations (spec §7 Organizations, invites part): send one or many, list, resend, revoke, and accept.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bulkResult, PAGE_SIZE } from "@verdant/shared";
import {
  acceptedInvite,
  type BulkInvitationInput,
  type InviteStatus,
  invite,
  inviteList,
  type SendInvitationInput,
} from "@verdant/shared/organizations";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { useSelectOrganization } from "../../lib/membership.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { sessionKeys } from "../../lib/session.ts";
import { inviteMessages } from "./invite-messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(inviteMessages);

export const inviteKeys = queryKeys.organizationInvites;

export type InviteListParams = { orgId: string; page: number; status?: InviteStatus | undefined };

export const invitesQuery = ({ orgId, ...params }: InviteListParams) =>
  listQuery(inviteKeys.list({ orgId, ...params }), inviteList, `organization-invites/${orgId}`, {
    ...params,
    limit: PAGE_SIZE.default,
  });

const invalidates = [inviteKeys.all];

export function useSendInvitation() {
  return useMutation({
    mutationFn: async (input: SendInvitationInput) =>
      invite.parse(await api.post("organization-send-invitation", input)),
    meta: { success: t("toast.sent"), error: t("toast.sendFailed"), invalidates },
  });
}

/** Sends many; the answer says how many went and why the others did not (the form shows it). */
export function useBulkInvitations() {
  return useMutation({
    mutationFn: async (input: BulkInvitationInput) =>
      bulkResult.parse(await api.post("organization-bulk-send-invitation", input)),
    meta: { error: t("toast.sendManyFailed"), invalidates },
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: async (inviteId: string) => invite.parse(await api.post(`organization-invites/${inviteId}/resend`)),
    meta: { success: t("toast.resent"), error: t("toast.resendFailed"), invalidates },
  });
}

export function useRevokeInvitation() {
  return useMutation({
    mutationFn: (inviteId: string) => api.delete<{ id: string }>(`organization-invites/${inviteId}`),
    meta: { success: t("toast.revoked"), error: t("toast.revokeFailed"), invalidates },
  });
}

/**
 * POST /orgs/invite-user: joins with the invited roles (and off the waitlist), then works in that
 * organization at the first location the invitation names.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  const select = useSelectOrganization();
  return useMutation({
    mutationFn: async (inviteCode: string) => acceptedInvite.parse(await api.post("orgs/invite-user", { inviteCode })),
    onSuccess: async (accepted) => {
      const locationId = accepted.member.locationRoles.find((entry) => entry.roles.length > 0)?.locationId;
      await select.mutateAsync({ organizationId: accepted.organization.id, ...(locationId ? { locationId } : {}) });
      // The profile changed (off the waitlist): the app's guard must read it afresh, not from the cache.
      queryClient.removeQueries({ queryKey: sessionKeys.me });
    },
    meta: { error: t("toast.acceptFailed") },
  });
}
