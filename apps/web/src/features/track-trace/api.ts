// State track-and-trace (Metrc) of the selected location: the link (never its key), sync status, reports, a sale's
// reports, reconciliation and incoming manifests. Status refreshes every 10 s while on screen.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { receiveOrderDetail } from "@verdant/shared/receive-orders";
import {
  connectionResult,
  incomingTransfer,
  manifestPackage,
  reconciliation,
  saleSync,
  type TrackTraceLinkInput,
  trackTraceLink,
  trackTraceOverview,
} from "@verdant/shared/track-trace";
import { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { trackTraceMessages } from "./messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(trackTraceMessages);

export const trackTraceKeys = queryKeys.trackTrace;
const path = (scope: LocationScope, rest = "") => locationPath(scope, `track-trace${rest}`);

export const trackTraceQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: trackTraceKeys.detail(scope.locationId),
    queryFn: async ({ signal }) => trackTraceOverview.parse(await api.get(path(scope), undefined, signal)),
    refetchInterval: 10_000,
  });

export const saleSyncQuery = (scope: LocationScope, saleId: string) =>
  queryOptions({
    queryKey: [...trackTraceKeys.all, "sale", saleId] as const,
    queryFn: async ({ signal }) => saleSync.parse(await api.get(path(scope, `/sales/${saleId}`), undefined, signal)),
    refetchInterval: (query) => (query.state.data?.events.some((e) => e.status !== "DONE") ? 2_000 : false),
  });

export const reconciliationQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: [...trackTraceKeys.all, "reconciliation", scope.locationId] as const,
    queryFn: async ({ signal }) =>
      reconciliation.parse(await api.get(path(scope, "/reconciliation"), undefined, signal)),
    enabled: false,
    retry: false,
  });

export const incomingQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: [...trackTraceKeys.all, "incoming", scope.locationId] as const,
    queryFn: async ({ signal }) =>
      z.array(incomingTransfer).parse(await api.get(path(scope, "/incoming"), undefined, signal)),
    retry: false,
  });

export const manifestQuery = (scope: LocationScope, deliveryId: number) =>
  queryOptions({
    queryKey: [...trackTraceKeys.all, "manifest", scope.locationId, deliveryId] as const,
    queryFn: async ({ signal }) =>
      z.array(manifestPackage).parse(await api.get(path(scope, `/incoming/${deliveryId}`), undefined, signal)),
  });

export const reasonsQuery = (scope: LocationScope, enabled: boolean) =>
  queryOptions({
    queryKey: [...trackTraceKeys.all, "reasons", scope.locationId] as const,
    queryFn: async ({ signal }) => z.array(z.string()).parse(await api.get(path(scope, "/reasons"), undefined, signal)),
    enabled,
    retry: false,
  });

export function useSaveLink(scope: LocationScope) {
  return useMutation({
    mutationFn: async (body: TrackTraceLinkInput) => trackTraceLink.parse(await api.put(path(scope, "/link"), body)),
    meta: { success: t("toast.linkSaved"), error: t("toast.linkFailed"), invalidates: [trackTraceKeys.all] },
  });
}

export function useUnlink(scope: LocationScope) {
  return useMutation({
    mutationFn: () => api.delete<{ id: string }>(path(scope, "/link")),
    meta: { success: t("toast.unlinked"), error: t("toast.unlinkFailed"), invalidates: [trackTraceKeys.all] },
  });
}

export function useTestConnection(scope: LocationScope) {
  return useMutation({
    mutationFn: async () => connectionResult.parse(await api.post(path(scope, "/link/test"))),
    meta: { error: t("toast.testFailed") },
  });
}

export function useRetryReport(scope: LocationScope) {
  return useMutation({
    mutationFn: (eventId: number) => api.post(path(scope, `/events/${eventId}/retry`)),
    meta: { success: t("toast.requeued"), error: t("toast.retryFailed"), invalidates: [trackTraceKeys.all] },
  });
}

export function useResolveDifference(scope: LocationScope) {
  return useMutation({
    mutationFn: async (body: { label: string; action: "MATCH_STATE" | "REPORT_OURS" }) =>
      reconciliation.parse(await api.post(path(scope, "/reconciliation/resolve"), body)),
    meta: {
      success: t("toast.settled"),
      error: t("toast.settleFailed"),
      invalidates: [trackTraceKeys.detail(scope.locationId)],
    },
  });
}

export function useReceiveManifest(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: { deliveryId: number; roomId: string; lines: { label: string; productId: string }[] }) =>
      receiveOrderDetail.parse(
        await api.post(path(scope, `/incoming/${input.deliveryId}/receive-order`), {
          roomId: input.roomId,
          lines: input.lines,
        }),
      ),
    meta: {
      success: t("toast.received"),
      error: t("toast.receiveFailed"),
      invalidates: [trackTraceKeys.all],
    },
  });
}
