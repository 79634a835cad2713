// The frame the discounts, customers and purchasing reports share: the period toolbar (with any extra filter),
// CSV export of the same filters, and the report's sheet once its figures are in.
import { useQuery } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { downloadReport, type PeriodFilters, type TradeReports, tradeReportQuery } from "./api.ts";
import { PeriodToolbar } from "./report-filters.tsx";
import { type PeriodSearch, periodOf } from "./reports-search.ts";

export function TradeReportScreen<R extends keyof TradeReports>(props: {
  scope: LocationScope;
  report: R;
  /** The URL's period (this month so far, in the store's days, unless chosen). */
  search: PeriodSearch;
  /** Filters of this report beside the period. */
  filters?: { expiringWithinDays?: string };
  onSearchChange: (next: Partial<PeriodSearch>) => void;
  presets?: number;
  /** Filters of this report beside the period (e.g. the license horizon). */
  toolbar?: ReactNode;
  children: (report: TradeReports[R]) => ReactNode;
}) {
  const { scope, report } = props;
  const filters: PeriodFilters & { expiringWithinDays?: string } = {
    ...periodOf(props.search, useStoreToday()),
    ...props.filters,
  };
  const data = useQuery(tradeReportQuery(scope, report, filters)).data;
  return (
    <div className="grid gap-4">
      <PeriodToolbar
        period={filters}
        onChange={props.onSearchChange}
        presets={props.presets}
        onExport={() => downloadReport(scope, report, filters, `${report}-${filters.from}-${filters.to}.csv`)}
      >
        {props.toolbar}
      </PeriodToolbar>
      {data ? props.children(data) : <Skeleton className="h-96" aria-busy />}
    </div>
  );
}

/** A trade report's screen that is its period and its sheet (discounts, customers). */
export function tradeReport<R extends keyof TradeReports>(
  report: R,
  Sheet: ComponentType<{ report: TradeReports[R] }>,
) {
  return function TradeReport(props: {
    scope: LocationScope;
    search: PeriodSearch;
    onSearchChange: (next: Partial<PeriodSearch>) => void;
  }) {
    return (
      <TradeReportScreen {...props} report={report}>
        {(data) => <Sheet report={data} />}
      </TradeReportScreen>
    );
  };
}
