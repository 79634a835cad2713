// The frame of every report page (its heading, left off on paper, and the selected location) and the period
// picker that the period reports share: from and to in the store's days, and the periods a bookkeeper files.
import type { ComponentType, ReactNode } from "react";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useRouteSearch } from "../../hooks/use-route-search.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { reportMessages } from "./messages.ts";
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

/** The report routes' pages: each has its label, title and description in the catalog (`page.sales.title`, …). */
type ReportPageName = "customers" | "discounts" | "inventory" | "purchasing" | "sales" | "tax-liability";

type ReportScreen<S> = ComponentType<{
  scope: LocationScope;
  search: S;
  onSearchChange: (next: Partial<S>) => void;
}>;

/** A report route's page: its heading, and its screen at the selected location with the URL's search. */
export function ReportRoute<S extends object>(props: { page: ReportPageName; screen: ReportScreen<S> }) {
  const [search, setSearch] = useRouteSearch<S>({ replace: true });
  const t = useMessages(reportMessages);
  const Screen = props.screen;
  return (
    <ReportPage
      label={t(`page.${props.page}.label`)}
      title={t(`page.${props.page}.title`)}
      description={t(`page.${props.page}.description`)}
    >
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
  const t = useMessages(reportMessages);
  const day = (end: "from" | "to") => (
    <Input
      type="date"
      aria-label={t(`period.${end}`)}
      value={period[end]}
      onChange={(e) => e.target.value && props.onChange({ [end]: e.target.value })}
      className="w-44"
    />
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {day("from")}
      <span className="text-sm text-muted-foreground">{t("period.between")}</span>
      {day("to")}
      {props.children}
      {presetPeriods(today)
        .slice(0, props.presets ?? 4)
        .map((p) => (
          <Button
            key={p.name}
            size="sm"
            variant={p.from === period.from && p.to === period.to ? "secondary" : "ghost"}
            onClick={() => props.onChange({ from: p.from, to: p.to })}
          >
            {t(`preset.${p.name}`)}
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
