// Reports (issue 16): the end of day (Z report) and the tax liability, their CSV exports (streamed by the API,
// saved as a file here) and the end of day by e-mail to the owner.
import {
  type FetchQueryOptions,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
} from "@tanstack/react-query";
import {
  endOfDay,
  endOfDaySent,
  inventoryValuation,
  type SalesGrouping,
  type SendEndOfDayInput,
  salesReport,
  shrinkReport,
  taxLiability,
} from "@verdant/shared/reports";
import { customersReport, discountsReport, purchasingReport } from "@verdant/shared/reports-trade";
import { api } from "../../lib/api-client.ts";
import { atSelectedLocation, type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { storeTodayFrom } from "../../lib/queries/location.ts";

export const reportKeys = queryKeys.reports;

/** A report route's loader: the report of the URL's period (in the store's days) at the selected location. */
export function prefetchReport<T, K extends QueryKey>(
  client: QueryClient,
  query: (scope: LocationScope, today: string) => FetchQueryOptions<T, Error, T, K>,
) {
  atSelectedLocation((scope) => void client.prefetchQuery(query(scope, storeTodayFrom(client, scope))));
}

export type EndOfDayFilters = { date?: string | undefined; drawerSessionId?: string | undefined };
export type PeriodFilters = { from: string; to: string };

const path = (scope: LocationScope, rest: string) => locationPath(scope, `reports/${rest}`);

export const endOfDayQuery = (scope: LocationScope, filters: EndOfDayFilters) =>
  queryOptions({
    queryKey: reportKeys.detail(
      `end-of-day:${scope.locationId}:${filters.date ?? ""}:${filters.drawerSessionId ?? ""}`,
    ),
    queryFn: async ({ signal }) => endOfDay.parse(await api.get(path(scope, "end-of-day"), filters, signal)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const taxLiabilityQuery = (scope: LocationScope, filters: PeriodFilters) =>
  queryOptions({
    queryKey: reportKeys.detail(`tax-liability:${scope.locationId}:${filters.from}:${filters.to}`),
    queryFn: async ({ signal }) => taxLiability.parse(await api.get(path(scope, "tax-liability"), filters, signal)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const salesReportQuery = (scope: LocationScope, filters: PeriodFilters & { groupBy: SalesGrouping }) =>
  queryOptions({
    queryKey: reportKeys.detail(`sales:${scope.locationId}:${filters.from}:${filters.to}:${filters.groupBy}`),
    queryFn: async ({ signal }) => salesReport.parse(await api.get(path(scope, "sales"), filters, signal)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const valuationQuery = (scope: LocationScope, filters: { date: string; groupBy: string }) =>
  queryOptions({
    queryKey: reportKeys.detail(`valuation:${scope.locationId}:${filters.date}:${filters.groupBy}`),
    queryFn: async ({ signal }) =>
      inventoryValuation.parse(await api.get(path(scope, "inventory-valuation"), filters, signal)),
    placeholderData: keepPreviousData,
  });

export const shrinkQuery = (scope: LocationScope, filters: PeriodFilters) =>
  queryOptions({
    queryKey: reportKeys.detail(`shrink:${scope.locationId}:${filters.from}:${filters.to}`),
    queryFn: async ({ signal }) => shrinkReport.parse(await api.get(path(scope, "shrink"), filters, signal)),
    placeholderData: keepPreviousData,
  });

/** The discounts and customers reports of a period, and purchasing with its license horizon. */
export const tradeReportQuery = <R extends "discounts" | "customers" | "purchasing">(
  scope: LocationScope,
  report: R,
  filters: PeriodFilters & { expiringWithinDays?: string },
) =>
  queryOptions({
    queryKey: reportKeys.detail(`${report}:${scope.locationId}:${JSON.stringify(filters)}`),
    queryFn: async ({ signal }) => {
      const body = await api.get(path(scope, report), filters, signal);
      return TRADE_SCHEMAS[report].parse(body) as TradeReports[R];
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
const TRADE_SCHEMAS = { discounts: discountsReport, customers: customersReport, purchasing: purchasingReport };
export type TradeReports = { [K in keyof typeof TRADE_SCHEMAS]: ReturnType<(typeof TRADE_SCHEMAS)[K]["parse"]> };

/** A report's CSV as the API streams it, saved as a file. */
export async function downloadReport(
  scope: LocationScope,
  report: "end-of-day" | "tax-liability" | "sales" | "discounts" | "customers" | "purchasing",
  filters: Record<string, string | undefined>,
  fileName: string,
) {
  const csv = await api.getText(path(scope, `${report}/export.csv`), filters);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Sends the end of day to the owner; `failed` is the toast of a failure, in the reader's language. */
export function useSendEndOfDay(scope: LocationScope, failed: string) {
  return useMutation({
    mutationFn: async (input: SendEndOfDayInput) =>
      endOfDaySent.parse(await api.post(path(scope, "end-of-day/send"), input)),
    meta: { error: failed },
  });
}
