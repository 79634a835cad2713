// The platform admin's waitlist (GET admin/waitlist, POST admin/waitlist/{userId}/approve).

import { useMutation } from "@tanstack/react-query";
import { type ApprovedUser, waitlistPage } from "@verdant/shared/auth";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { adminMessages } from "./messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(adminMessages);

export const waitlistKeys = queryKeys.adminWaitlist;

export type WaitlistParams = { page: number; limit: number; search?: string | undefined };

export const waitlistQuery = (params: WaitlistParams) =>
  listQuery(waitlistKeys.list(params), waitlistPage, "admin/waitlist", params);

export function useApproveUser() {
  return useMutation({
    mutationFn: (userId: string) => api.post<ApprovedUser>(`admin/waitlist/${userId}/approve`),
    meta: { error: t("approveFailed"), invalidates: [waitlistKeys.lists()] },
  });
}
