// The manager's review of offline sales (decision 0027): the list with its flags and the stock discrepancies, and
// the resolve call that records who settled a flagged sale and how.
import { useMutation } from "@tanstack/react-query";
import { offlineReview, type ResolveOfflineSaleInput } from "@verdant/shared/offline-sales";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { offlineSalesText } from "./messages.ts";

export const offlineSaleKeys = queryKeys.offlineSales;

export const offlineReviewQuery = (
  scope: LocationScope,
  params: { status: "OPEN" | "RESOLVED" | "ALL"; page: number; limit: number },
) =>
  listQuery(
    offlineSaleKeys.list({ ...scope, ...params }),
    offlineReview,
    locationPath(scope, "offline-sales"),
    params,
    {
      staleTime: 0,
    },
  );

export function useResolveOfflineSale(scope: LocationScope) {
  return useMutation({
    mutationFn: ({ saleId, ...input }: ResolveOfflineSaleInput & { saleId: string }) =>
      api.post(locationPath(scope, `offline-sales/${saleId}/resolve`), input),
    meta: {
      success: offlineSalesText("toast.resolved"),
      error: offlineSalesText("toast.resolveFailed"),
      invalidates: [offlineSaleKeys.all],
    },
  });
}
