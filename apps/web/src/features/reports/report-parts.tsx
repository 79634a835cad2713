// What the report screens share: the sheet that prints on A4 or Letter, its heading, a key figure, a list of
// labelled amounts, and the export and print actions.
import { Download, Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { cn } from "../../lib/cn.ts";
import { formatRate, moneyIn } from "../../lib/money.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { REPORT_MESSAGES } from "./api.ts";
import "./report-print.css";

export const moneyOf = moneyIn;

/** 50000 ppm → "5%". */
export const rateLabel = formatRate;

export const longDate = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

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
            notifyError(error, REPORT_MESSAGES.exportFailed);
          } finally {
            setExporting(false);
          }
        }}
      >
        <Download className="size-4" aria-hidden /> Export CSV
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden /> Print
      </Button>
    </div>
  );
}

/** The one row a report table shows when the period has none. */
export function EmptyRow(props: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={props.columns} className="text-muted-foreground">
        {props.children}
      </TableCell>
    </TableRow>
  );
}
