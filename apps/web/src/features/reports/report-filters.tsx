// The frame of every report page (its heading, left off on paper, and the selected location) and the period
// picker that the period reports share: from and to in the store's days, and the periods a bookkeeper files.
import type { ComponentType, ReactNode } from "react";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useRouteSearch } from "../../hooks/use-route-search.ts";
import { type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { ReportActions } from "./report-parts.tsx";
import { type PeriodSearch, presetPeriods } from "./reports-search.ts";

export function ReportPage(props: {
  label: string;
  title: string;
  description: ReactNode;
  children: (scope: LocationScope) => ReactNode;
}) {
  const scope = useLocationScope();
  return (
    <section aria-label={props.label}>
      <div data-print-hide>
        <PageHeader title={props.title} description={props.description} />
      </div>
      {scope ? props.children(scope) : <NoLocationSelected />}
    </section>
  );
}

/** The reports' page headings, one entry per report route. */
const REPORT_PAGES = {
  customers: {
    label: "Customers report",
    title: "Customer mix",
    description: "New against returning customers, the medical and adult-use share, and the best customers.",
  },
  discounts: {
    label: "Discounts report",
    title: "Discounts",
    description: "What each discount cost, how often it was used, and the sales it came with.",
  },
  inventory: {
    label: "Inventory report",
    title: "Inventory value and shrink",
    description: "What the stock was worth at the end of a day, and what went missing over a period.",
  },
  purchasing: {
    label: "Purchasing report",
    title: "Purchasing",
    description: "Received against ordered by vendor, the orders still open, and vendor licenses running out.",
  },
  sales: {
    label: "Sales report",
    title: "Sales",
    description: "Net sales, units, cost and margin for a period, against the period just before.",
  },
  "tax-liability": {
    label: "Tax liability",
    title: "Tax liability",
    description: "What each tax rate collected, gave back and owes for a period, as the returns ask for it.",
  },
} as const;

type ReportScreen<S> = ComponentType<{
  scope: LocationScope;
  search: S;
  onSearchChange: (next: Partial<S>) => void;
}>;

/** A report route's page: its heading, and its screen at the selected location with the URL's search. */
export function ReportRoute<S extends object>(props: { page: keyof typeof REPORT_PAGES; screen: ReportScreen<S> }) {
  const [search, setSearch] = useRouteSearch<S>({ replace: true });
  const Screen = props.screen;
  return (
    <ReportPage {...REPORT_PAGES[props.page]}>
      {(scope) => <Screen key={scope.locationId} scope={scope} search={search} onSearchChange={setSearch} />}
    </ReportPage>
  );
}

export function PeriodPicker(props: {
  period: { from: string; to: string };
  onChange: (next: Partial<PeriodSearch>) => void;
  presets?: number;
  children?: ReactNode;
}) {
  const { period } = props;
  const today = useStoreToday();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Input
        type="date"
        aria-label="From"
        value={period.from}
        onChange={(e) => e.target.value && props.onChange({ from: e.target.value })}
        className="w-44"
      />
      <span className="text-sm text-muted-foreground">to</span>
      <Input
        type="date"
        aria-label="To"
        value={period.to}
        onChange={(e) => e.target.value && props.onChange({ to: e.target.value })}
        className="w-44"
      />
      {props.children}
      {presetPeriods(today)
        .slice(0, props.presets ?? 4)
        .map((p) => (
          <Button
            key={p.label}
            size="sm"
            variant={p.from === period.from && p.to === period.to ? "secondary" : "ghost"}
            onClick={() => props.onChange({ from: p.from, to: p.to })}
          >
            {p.label}
          </Button>
        ))}
    </div>
  );
}

/** A period report's toolbar, left off on paper: its period (and any other filter), and export and print. */
export function PeriodToolbar(props: {
  period: { from: string; to: string };
  onChange: (next: Partial<PeriodSearch>) => void;
  presets?: number;
  onExport: () => Promise<void>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2 print:hidden">
      <PeriodPicker period={props.period} onChange={props.onChange} presets={props.presets}>
        {props.children}
      </PeriodPicker>
      <ReportActions onExport={props.onExport} />
    </div>
  );
}
