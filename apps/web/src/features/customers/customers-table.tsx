import type { List } from "@verdant/shared";
import type { Customer, CustomerStatus } from "@verdant/shared/customers";
import { ChevronDown, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { announceBulk, BulkDeleteDialog } from "../../components/bulk-delete.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { BulkBar, selectColumn } from "../../components/ui/row-actions.tsx";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { type CustomerListParams, useBulkCustomerStatus, useDeleteCustomers } from "./api.ts";
import { customerMessages } from "./messages.ts";

export const statusTones = { ACTIVE: "success", INACTIVE: "neutral", BANNED: "danger" } as const;
type SortBy = CustomerListParams["sortBy"];

export function CustomersTable(props: {
  scope: LocationScope;
  list: List<Customer> | undefined;
  loading: boolean;
  filtered: boolean;
  canWrite: boolean;
  sortBy: SortBy;
  sortOrder: "asc" | "desc";
  onSort: (sortBy: SortBy, sortOrder: "asc" | "desc") => void;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}) {
  const t = useMessages(customerMessages);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setStatus = useBulkCustomerStatus(props.scope);
  const remove = useDeleteCustomers(props.scope);
  const selection = useRowSelection(props.list?.data, (c) => c.id);
  const chosen = selection.ids;
  const clear = selection.clear;

  const columns: Column<Customer>[] = [
    {
      id: "name",
      header: t("column.name"),
      sortKey: "lastName",
      sortLabel: t("column.name"),
      cell: (c) => (
        <RecordLink to="/customers/$customerId" params={{ customerId: c.id }}>
          {c.firstName} {c.lastName}
        </RecordLink>
      ),
    },
    {
      id: "contact",
      header: t("column.contact"),
      sortKey: "email",
      sortLabel: t("column.contact"),
      cell: (c) => (
        <span className="grid text-sm">
          <span>{c.email ?? <span className="text-muted-foreground">{t("noEmail")}</span>}</span>
          {c.phone && <span className="text-xs text-muted-foreground">{c.phone}</span>}
        </span>
      ),
    },
    {
      id: "type",
      header: t("column.type"),
      sortKey: "type",
      sortLabel: t("column.type"),
      cell: (c) => <Badge tone={c.type === "MEDICAL" ? "info" : "neutral"}>{t(`type.${c.type}`)}</Badge>,
    },
    {
      id: "status",
      header: t("column.status"),
      sortKey: "status",
      sortLabel: t("column.status"),
      cell: (c) => <Badge tone={statusTones[c.status]}>{t(`status.${c.status}`)}</Badge>,
    },
    {
      id: "created",
      header: t("column.since"),
      sortKey: "createdAt",
      sortLabel: t("column.since"),
      cell: (c) => formatDate(c.createdAt),
    },
  ];
  if (props.canWrite)
    columns.unshift(
      selectColumn(selection, {
        all: t("select.all"),
        row: (c) => t("select.row", { name: `${c.firstName} ${c.lastName}` }),
      }),
    );

  const bulkStatus = (status: CustomerStatus) =>
    setStatus.mutate(
      { customerIds: chosen, status },
      {
        onSuccess: (result) => {
          announceBulk(result, (count) => t("bulk.updated", { count }), t("toast.statusFailed"));
          clear();
        },
      },
    );

  return (
    <>
      <BulkBar selection={selection} className="mb-3">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" loading={setStatus.isPending}>
              {t("bulk.setStatus")} <ChevronDown />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => bulkStatus("ACTIVE")}>{t("bulk.activate")}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => bulkStatus("INACTIVE")}>{t("bulk.deactivate")}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => bulkStatus("BANNED")}>{t("bulk.ban")}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2 /> {t("bulk.delete")}
        </Button>
      </BulkBar>
      <DataTable
        columns={columns}
        rows={props.list?.data}
        rowKey={(c) => c.id}
        loading={props.loading}
        sort={{
          by: props.sortBy,
          order: props.sortOrder,
          onChange: ({ by, order }) => props.onSort(by as SortBy, order),
        }}
        empty={<ListEmptyState icon={Users} searching={props.filtered} say={(word) => t(`list.${word}`)} />}
        footer={pageFooter(props.list?.meta, props.onPageChange, props.onLimitChange)}
      />
      <BulkDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        ids={chosen}
        title={t("delete.title", { count: chosen.length })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("form.cancel")}
        remove={remove}
        onDeleted={(result) => announceBulk(result, (count) => t("bulk.deleted", { count }), t("toast.deleteFailed"))}
        clear={clear}
      />
    </>
  );
}
