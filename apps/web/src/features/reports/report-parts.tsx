// What the report screens share: the sheet that prints on A4 or Letter, its heading, a key figure, a list of
// labelled amounts, the export and print actions, and the reports' dates and percentages in the reader's locale.
import { Download, Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { type Translate, useMessages } from "../../lib/i18n/catalog.ts";
import { intlLocale } from "../../lib/i18n/language.ts";
import { commonMessages } from "../../lib/messages.ts";
import { formatRate, moneyIn } from "../../lib/money.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { type ReportKey, reportMessages } from "./messages.ts";
import "./report-print.css";

export const moneyOf = moneyIn;

/** 50000 ppm → "5%" ("5 %" in French). */
export const rateLabel = formatRate;

/** A whole-number percentage for the reader's locale: 12 → "12%" ("12 %" in French), through the ppm formatter. */
export const wholePercent = (percent: number) => formatRate(percent * 10_000);

/** A part of a whole as a whole-number percentage, or "—" of nothing. */
export const share = (part: number, whole: number) =>
  whole === 0 ? "—" : wholePercent(Math.round((part * 100) / whole));

/** A store's day ("2026-03-04") written out: "Wednesday, March 4, 2026", "mercredi 4 mars 2026". */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** A moment's time of day in the store's time zone: "3:05 PM", "15 h 05". */
export const storeTime = (iso: string | null, timeZone: string) =>
  iso ? new Intl.DateTimeFormat(intlLocale(), { timeStyle: "short", timeZone }).format(new Date(iso)) : "";

/** Units sold, and grams when some were sold by weight: "12", "12 + 3.5 g". */
export const units = (f: { units: number; milligrams: number }) =>
  `${f.units}${f.milligrams > 0 ? ` + ${formatQuantity(f.milligrams, "GRAM")}` : ""}`;

const NONE = { brand: "row.noBrand", category: "row.noCategory", vendor: "row.noVendor" } as const;

/** A group's name, or in words the group of what has no brand, category or vendor (the server's key is ""). */
export function noneLabel(t: Translate<ReportKey>, groupBy: string, row: { key: string; label: string }) {
  return row.key === "" && groupBy in NONE ? t(NONE[groupBy as keyof typeof NONE]) : row.label;
}

export function ReportSheet(props: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <article className="report-sheet grid gap-4" aria-label={props.title}>
      <header className="report-print-only hidden">
        <h1 className="text-lg font-semibold">{props.title}</h1>
        <p className="text-sm">{props.subtitle}</p>
      </header>
      {props.children}
    </article>
  );
}

/** A period as its sheet's subtitle says it: "Monday, March 2, 2026 – Sunday, March 8, 2026 (America/Vancouver)". */
export const periodInZone = (t: Translate<ReportKey>, report: { from: string; to: string; timeZone: string }) =>
  t("period.inZone", { from: longDate(report.from), to: longDate(report.to), timeZone: report.timeZone });

/** A sheet's row of key figures: four across on a wide screen and on paper. */
export function KpiRow(props: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">{props.children}</div>;
}

export function Kpi(props: { label: string; value: string; hint?: ReactNode; tone?: "good" | "bad" }) {
  return (
    <div className="report-kpi rounded-xl border bg-card p-4 shadow-xs">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{props.label}</p>
      <p
        className={cn(
          "mt-1 text-2xl font-semibold tabular-nums",
          props.tone === "bad" && "text-destructive",
          props.tone === "good" && "text-success",
        )}
      >
        {props.value}
      </p>
      {props.hint && <p className="mt-0.5 text-xs text-muted-foreground">{props.hint}</p>}
    </div>
  );
}

export type Figure = { label: ReactNode; value: string; strong?: boolean; muted?: boolean };

export function Figures({ rows }: { rows: Figure[] }) {
  return (
    <dl className="grid text-sm">
      {rows.map((row, i) => (
        <div
          key={i}
          className={cn(
            "flex justify-between gap-4 border-b border-dashed py-1.5 last:border-0",
            row.strong && "font-semibold",
            row.muted && "text-muted-foreground",
          )}
        >
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Export as CSV (the API streams it) and print (the sheet's own layout). */
export function ReportActions(props: { onExport: () => Promise<void>; children?: ReactNode }) {
  const [exporting, setExporting] = useState(false);
  const t = useMessages(reportMessages);
  const common = useMessages(commonMessages);
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {props.children}
      <Button
        variant="outline"
        loading={exporting}
        onClick={async () => {
          setExporting(true);
          try {
            await props.onExport();
          } catch (error) {
            notifyError(error, t("toast.exportFailed"));
          } finally {
            setExporting(false);
          }
        }}
      >
        <Download className="size-4" aria-hidden /> {t("actions.export")}
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden /> {common("paper.print")}
      </Button>
    </div>
  );
}
