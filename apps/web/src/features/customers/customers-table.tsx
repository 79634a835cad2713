import { Link } from "@tanstack/react-router";
import type { BulkResult, List } from "@verdant/shared";
import type { Customer, CustomerStatus } from "@verdant/shared/customers";
import { ChevronDown, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { BulkBar, selectColumn } from "../../components/ui/row-actions.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { type CustomerListParams, useBulkCustomerStatus, useDeleteCustomers } from "./api.ts";
import { statusLabels, typeLabels } from "./customer-values.ts";

export const statusTones = { ACTIVE: "success", INACTIVE: "neutral", BANNED: "danger" } as const;
type SortBy = CustomerListParams["sortBy"];

/** "3 customers updated" and, for a partial result, each refusal (spec §8 fallback when none is given). */
function announce(result: BulkResult, done: string, fallback: string) {
  const n = result.successCount;
  if (n > 0) notify.success(`${n} customer${n === 1 ? "" : "s"} ${done}`);
  for (const f of result.failures) notify.error(f.message || fallback);
}

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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setStatus = useBulkCustomerStatus(props.scope);
  const remove = useDeleteCustomers(props.scope);
  const selection = useRowSelection(props.list?.data, (c) => c.id);
  const chosen = selection.ids;
  const clear = selection.clear;

  const columns: Column<Customer>[] = [
    {
      id: "name",
      header: "Name",
      sortKey: "lastName",
      sortLabel: "Name",
      cell: (c) => (
        <Link to="/customers/$customerId" params={{ customerId: c.id }} className="font-medium hover:underline">
          {c.firstName} {c.lastName}
        </Link>
      ),
    },
    {
      id: "contact",
      header: "Contact",
      sortKey: "email",
      sortLabel: "Contact",
      cell: (c) => (
        <span className="grid text-sm">
          <span>{c.email ?? <span className="text-muted-foreground">No e-mail</span>}</span>
          {c.phone && <span className="text-xs text-muted-foreground">{c.phone}</span>}
        </span>
      ),
    },
    {
      id: "type",
      header: "Type",
      sortKey: "type",
      sortLabel: "Type",
      cell: (c) => <Badge tone={c.type === "MEDICAL" ? "info" : "neutral"}>{typeLabels[c.type]}</Badge>,
    },
    {
      id: "status",
      header: "Status",
      sortKey: "status",
      sortLabel: "Status",
      cell: (c) => <Badge tone={statusTones[c.status]}>{statusLabels[c.status]}</Badge>,
    },
    { id: "created", header: "Since", sortKey: "createdAt", sortLabel: "Since", cell: (c) => formatDate(c.createdAt) },
  ];
  if (props.canWrite)
    columns.unshift(
      selectColumn(selection, {
        all: "Select all customers on this page",
        row: (c) => `Select ${c.firstName} ${c.lastName}`,
      }),
    );

  const bulkStatus = (status: CustomerStatus) =>
    setStatus.mutate(
      { customerIds: chosen, status },
      {
        onSuccess: (result) => {
          announce(result, "updated", "Failed to update customer status");
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
              Set status <ChevronDown />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => bulkStatus("ACTIVE")}>Activate</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => bulkStatus("INACTIVE")}>Deactivate</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => bulkStatus("BANNED")}>Ban</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2 /> Delete
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
        empty={
          <EmptyState
            icon={Users}
            title={props.filtered ? "No customers match" : "No customers yet"}
            description={props.filtered ? "Try another search or clear the filters." : "Customers you add appear here."}
          />
        }
        footer={pageFooter(props.list?.meta, props.onPageChange, props.onLimitChange)}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${chosen.length} customer${chosen.length === 1 ? "" : "s"}?`}
        description="Their records are removed from every location of the organization. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSuccess: (result) => {
              announce(result, "deleted", "Failed to delete customer(s)");
              setConfirmDelete(false);
              clear();
            },
          })
        }
      />
    </>
  );
}
