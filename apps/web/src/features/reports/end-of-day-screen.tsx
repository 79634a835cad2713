// The end of day (Z report): a day's drawers at the location, or one drawer, with the day's key figures, sales,
// taxes by rate, tenders, cash against the count, voids and drops. It exports as CSV, prints on one sheet, and
// can be e-mailed to the owner.
import { useQuery } from "@tanstack/react-query";
import { CalendarX2, Mail } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { downloadReport, endOfDayQuery, useSendEndOfDay } from "./api.ts";
import { CashSection, SalesSection, TaxSection, TenderSection, VoidsAndDrops } from "./end-of-day-sections.tsx";
import { reportMessages } from "./messages.ts";
import { Kpi, KpiRow, longDate, moneyOf, ReportActions, ReportSheet } from "./report-parts.tsx";
import type { EndOfDaySearch } from "./reports-search.ts";

const ALL = "all";

export function EndOfDayScreen(props: {
  scope: LocationScope;
  search: EndOfDaySearch;
  onSearchChange: (next: Partial<EndOfDaySearch>) => void;
}) {
  const { scope, search } = props;
  const t = useMessages(reportMessages);
  const day = useQuery(endOfDayQuery(scope, { date: search.date }));
  // A drawer's report never stands in for another while it loads: the day's report of the page's first load is
  // cached under the key this query has with no drawer, and would show with the chosen drawer's name.
  const one = useQuery({
    ...endOfDayQuery(scope, { drawerSessionId: search.drawer }),
    enabled: Boolean(search.drawer),
    placeholderData: undefined,
  });
  const send = useSendEndOfDay(scope, t("toast.sendFailed"));
  const report = search.drawer ? one.data : day.data;
  if (!report || !day.data)
    return (
      <div className="grid gap-4 md:grid-cols-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
        <Skeleton className="h-80 md:col-span-4" />
      </div>
    );
  const money = moneyOf(report.currency);
  const f = report.total;
  const drawer = search.drawer ? report.drawers[0] : undefined;
  const title = drawer ? `${drawer.session.registerName} · ${drawer.session.openedBy.name}` : t("eod.allDrawers");
  const over = f.cash.overShortCents;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2 print:hidden">
        <div className="flex flex-wrap gap-2">
          <Input
            type="date"
            aria-label={t("eod.day")}
            value={search.date ?? day.data.date}
            onChange={(e) => props.onSearchChange({ date: e.target.value || undefined, drawer: undefined })}
            className="w-44"
          />
          <Select
            aria-label={t("eod.drawer")}
            className="w-64"
            value={search.drawer ?? ALL}
            onValueChange={(v) => props.onSearchChange({ drawer: v === ALL ? undefined : v })}
            options={[
              { value: ALL, label: t("eod.allDrawers") },
              ...day.data.drawers.map((d) => ({
                value: d.session.id,
                label: `${d.session.registerName} · ${d.session.openedBy.name}`,
              })),
            ]}
          />
        </div>
        <ReportActions
          onExport={() =>
            downloadReport(
              scope,
              "end-of-day",
              { date: report.date, drawerSessionId: search.drawer },
              `end-of-day-${report.date}.csv`,
            )
          }
        >
          <Button
            variant="outline"
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                { date: report.date, drawerSessionId: search.drawer },
                { onSuccess: (sent) => notify.success(t("toast.sent", { to: sent.to })) },
              )
            }
          >
            <Mail className="size-4" aria-hidden /> {t("eod.email")}
          </Button>
        </ReportActions>
      </div>
      <ReportSheet
        title={t("eod.sheetTitle", { location: report.locationName })}
        subtitle={`${longDate(report.date)} · ${title}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold print:hidden">{longDate(report.date)}</h2>
          <Badge tone="neutral">{title}</Badge>
          {report.openDrawers > 0 && (
            <Badge tone="warning">{t("eod.openDrawers", { count: report.openDrawers })}</Badge>
          )}
          {!report.everyDrawer && <Badge tone="info">{t("eod.ownOnly")}</Badge>}
        </div>
        {report.drawers.length === 0 ? (
          <EmptyState icon={CalendarX2} title={t("eod.emptyTitle")} description={t("eod.emptyDescription")} />
        ) : (
          <>
            <KpiRow>
              <Kpi
                label={t("eod.netSales")}
                value={money(f.netSalesCents)}
                hint={t("count.sales", { count: f.salesCount })}
              />
              <Kpi label={t("eod.tax")} value={money(f.taxCents)} hint={t("count.rates", { count: f.taxes.length })} />
              <Kpi
                label={t("eod.cashExpected")}
                value={money(f.cash.expectedCents)}
                hint={t("eod.dropped", { amount: money(f.cash.dropsCents) })}
              />
              <Kpi
                label={t("eod.overShort")}
                value={over === null ? t("eod.open") : money(over)}
                hint={
                  over === null
                    ? t("eod.countedAtClose")
                    : t("eod.counted", { amount: money(f.cash.countedCents ?? 0) })
                }
                tone={over === null || over === 0 ? undefined : over < 0 ? "bad" : "good"}
              />
            </KpiRow>
            <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-2">
              <SalesSection f={f} money={money} />
              <TenderSection f={f} money={money} />
              <TaxSection f={f} money={money} />
              <CashSection f={f} money={money} />
              <VoidsAndDrops f={f} money={money} timeZone={report.timeZone} />
            </div>
          </>
        )}
      </ReportSheet>
    </div>
  );
}
