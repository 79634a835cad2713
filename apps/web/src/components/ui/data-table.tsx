import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { nextSort, type SortOrder } from "../../lib/list-view.ts";
import { kitMessages } from "./messages.ts";
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
  /** The API's sort field this column sorts by (its header becomes a sort button); `sortLabel` names it. */
  sortKey?: string;
  sortLabel?: string;
};

/** The list's sort, kept in the URL by the screen (lib/list-view.ts). */
export type TableSort = { by: string; order: SortOrder; onChange: (next: { by: string; order: SortOrder }) => void };

export type DataTableProps<T> = {
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
  sort?: TableSort;
  /** Extra attributes of a row (a drag-to-reorder list's, `hooks/use-drag-reorder.ts`). */
  rowProps?: (row: T, index: number) => RowAttributes;
  rowClassName?: string;
  busy?: boolean;
};

type RowAttributes = Omit<ComponentProps<"tr">, "key"> & {
  [data: `data-${string}`]: string | number | boolean | undefined;
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
  sort,
  rowProps,
  rowClassName,
  busy,
}: DataTableProps<T>) {
  return (
    // A table wider than its card scrolls inside it rather than losing its last columns (screens keep theirs fitting).
    <div className={cn("overflow-x-auto rounded-xl border bg-card", className)}>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead
                key={column.id}
                className={column.className}
                aria-sort={
                  sort && column.sortKey === sort.by ? (sort.order === "asc" ? "ascending" : "descending") : undefined
                }
              >
                {sort && column.sortKey ? <SortButton column={column} sort={sort} /> : column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody aria-busy={loading || busy || undefined}>
          {loading && !rows?.length ? (
            <TableSkeletonRows columns={columns.length} rows={skeletonRows} />
          ) : rows?.length ? (
            rows.map((row, index) => (
              <TableRow key={rowKey(row)} className={rowClassName} {...rowProps?.(row, index)}>
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

function SortButton<T>({ column, sort }: { column: Column<T>; sort: TableSort }) {
  const t = useMessages(kitMessages);
  const active = sort.by === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className={cn("inline-flex items-center gap-1 uppercase hover:text-foreground", active && "text-foreground")}
      aria-label={t("sortBy", { column: column.sortLabel ?? column.id })}
      onClick={() => sort.onChange(nextSort(sort, column.sortKey!))}
    >
      {column.header}
      <Icon className={cn("size-3", !active && "opacity-40")} aria-hidden />
    </button>
  );
}
