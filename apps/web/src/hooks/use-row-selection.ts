// The one row-selection mechanism of the web app's tables (issue 18): which rows are ticked, the page's
// all/some/none state, and the selected rows themselves. Every table with a selection column uses it through
// `selectColumn` (components/ui/data-table.tsx) and shows its bulk actions in `BulkBar`.
import { useState } from "react";

export type RowSelection<T> = {
  /** The selected rows: those of the current rows, or of every page visited with `acrossPages`. */
  rows: T[];
  ids: string[];
  count: number;
  has: (row: T) => boolean;
  toggle: (row: T, on: boolean) => void;
  /** Ticks or unticks every row shown. */
  togglePage: (on: boolean) => void;
  /** The header checkbox: every row shown, some, or none. */
  pageState: boolean | "indeterminate";
  clear: () => void;
};

type Options = {
  /** The selection starts over when this changes (another tab, filter or search). */
  resetKey?: string;
  /** Keep rows selected on other pages (bulk actions over several pages). */
  acrossPages?: boolean;
};

export function useRowSelection<T>(
  shown: readonly T[] | undefined,
  rowId: (row: T) => string,
  options: Options = {},
): RowSelection<T> {
  const key = options.resetKey ?? "";
  const [state, setState] = useState<{ key: string; rows: ReadonlyMap<string, T> }>({ key, rows: new Map() });
  const picked = state.key === key ? state.rows : new Map<string, T>();
  const page = shown ?? [];
  const update = (change: (next: Map<string, T>) => void) =>
    setState((prev) => {
      const next = new Map(prev.key === key ? prev.rows : []);
      change(next);
      return { key, rows: next };
    });

  const rows = options.acrossPages ? [...picked.values()] : page.filter((row) => picked.has(rowId(row)));
  const onPage = page.filter((row) => picked.has(rowId(row))).length;
  return {
    rows,
    ids: rows.map(rowId),
    count: rows.length,
    has: (row) => picked.has(rowId(row)),
    toggle: (row, on) =>
      update((next) => {
        if (on) next.set(rowId(row), row);
        else next.delete(rowId(row));
      }),
    togglePage: (on) =>
      update((next) => {
        for (const row of page) {
          if (on) next.set(rowId(row), row);
          else next.delete(rowId(row));
        }
      }),
    pageState: page.length > 0 && onPage === page.length ? true : onPage > 0 ? "indeterminate" : false,
    clear: () => setState({ key, rows: new Map() }),
  };
}
