// A page of one of the API's lists as a table, the way every list screen shows one (issue 18): the page's rows
// keyed by their id, skeleton rows while the first page loads, the screen's empty state, and the pagination bar.
// The screen hands over its list query's result and what a page or page-size change does.
import type { ListMeta } from "@verdant/shared";
import { DataTable, type DataTableProps } from "./data-table.tsx";
import { pageFooter } from "./pagination.tsx";

type ListPage<T> = { data?: { data: T[]; meta: ListMeta } | undefined; isPending: boolean };

export function ListTable<T extends { id: string }>({
  list,
  onPageChange,
  onLimitChange,
  ...table
}: Omit<DataTableProps<T>, "rows" | "rowKey" | "loading" | "footer"> & {
  list: ListPage<T>;
  onPageChange: (page: number) => void;
  onLimitChange?: (limit: number) => void;
}) {
  return (
    <DataTable
      {...table}
      rows={list.data?.data}
      rowKey={(row) => row.id}
      loading={list.isPending}
      footer={pageFooter(list.data?.meta, onPageChange, onLimitChange)}
    />
  );
}
