// The table every report draws: its columns' headings (the figures' columns aligned right), one row saying so when
// there is nothing to list, then the rows. `Num` is a figure's cell, right-aligned with digits of one width.
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { type ReportKey, reportMessages } from "./messages.ts";

export function ReportTable(props: {
  label?: string;
  /** The columns' headings (their catalog keys); those from `figuresFrom` on hold figures and align right. */
  columns: ReportKey[];
  figuresFrom: number;
  /** What the one row says when there are no rows (false while there are). */
  empty?: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(reportMessages);
  return (
    <Table aria-label={props.label}>
      <TableHeader>
        <TableRow>
          {props.columns.map((column, i) => (
            <TableHead key={i} className={i >= props.figuresFrom ? "text-right" : undefined}>
              {t(column)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.empty && (
          <TableRow>
            <TableCell colSpan={props.columns.length} className="text-muted-foreground">
              {props.empty}
            </TableCell>
          </TableRow>
        )}
        {props.children}
      </TableBody>
    </Table>
  );
}

/** A figure's cell. */
export function Num(props: { children?: ReactNode; className?: string; colSpan?: number }) {
  return (
    <TableCell colSpan={props.colSpan} className={cn("text-right tabular-nums", props.className)}>
      {props.children}
    </TableCell>
  );
}
