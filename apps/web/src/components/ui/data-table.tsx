import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeletonRows,
} from "./table.tsx";

export type Column<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown when the list has no rows (an EmptyState). */
  empty: ReactNode;
  /** The pagination bar, under the rows. */
  footer?: ReactNode;
  skeletonRows?: number;
  className?: string;
};

/** A list in a bordered card: header, rows or skeleton rows while loading, the empty state, and a footer. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  empty,
  footer,
  skeletonRows,
  className,
}: DataTableProps<T>) {
  return (
    <div className={cn("overflow-hidden rounded-xl border bg-card", className)}>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.id} className={column.className}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody aria-busy={loading || undefined}>
          {loading && !rows?.length ? (
            <TableSkeletonRows columns={columns.length} rows={skeletonRows} />
          ) : rows?.length ? (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableEmptyRow columns={columns.length}>{empty}</TableEmptyRow>
          )}
        </TableBody>
      </Table>
      {footer && <div className="border-t">{footer}</div>}
    </div>
  );
}
