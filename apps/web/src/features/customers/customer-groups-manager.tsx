import { useQuery } from "@tanstack/react-query";
import type { CustomerGroup } from "@verdant/shared/customers";
import { Plus, UsersRound } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { CustomerGroupDialog } from "./customer-group-dialog.tsx";
import { customerGroupListQuery, useDeleteCustomerGroup } from "./customer-groups.api.ts";

export type CustomerGroupSearch = { page: number; limit: number; search: string };

/** The URL's list state as the list call's parameters (shared by the route loader and the screen). */
export const customerGroupListParams = (search: CustomerGroupSearch) => ({
  page: search.page,
  limit: search.limit,
  search: search.search || undefined,
});

const plural = (n: number) => `${n.toLocaleString()} customer${n === 1 ? "" : "s"}`;

/** List, search, create, rename and delete the organization's customer groups; list state lives in the URL. */
export function CustomerGroupsManager(props: {
  scope: LocationScope;
  search: CustomerGroupSearch;
  onSearchChange: (next: CustomerGroupSearch) => void;
  /** pricing.write, the permission the API checks. */
  canWrite: boolean;
}) {
  const { scope, search, canWrite } = props;
  const list = useQuery(customerGroupListQuery(scope, customerGroupListParams(search)));
  const remove = useDeleteCustomerGroup(scope);
  const [editing, setEditing] = useState<CustomerGroup | "new" | null>(null);
  const [deleting, setDeleting] = useState<CustomerGroup | null>(null);

  const columns: Column<CustomerGroup>[] = [
    { id: "name", header: "Name", cell: (g) => <span className="font-medium">{g.name}</span> },
    {
      id: "customers",
      header: "Customers",
      className: "text-right tabular-nums",
      cell: (g) => g.customerCount.toLocaleString(),
    },
    {
      id: "created",
      header: "Created",
      className: "whitespace-nowrap text-muted-foreground",
      cell: (g) => formatDate(g.createdAt),
    },
  ];
  if (canWrite)
    columns.push(
      buttonsColumn((g) => <RowButtons name={g.name} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />),
    );

  const newButton = (variant: "primary" | "outline") => (
    <Button variant={variant} onClick={() => setEditing("new")}>
      <Plus /> New customer group
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          value={search.search}
          placeholder="Search customer groups"
          onSearch={(value) => props.onSearchChange({ ...search, page: 1, search: value })}
        />
        {canWrite && newButton("primary")}
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(g) => g.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={UsersRound}
            title={search.search ? `No customer groups match “${search.search}”` : "No customer groups yet"}
            description={
              search.search
                ? "Try another name."
                : "Group customers (Seniors, Veterans, Staff) so discounts can target them."
            }
            action={canWrite && !search.search ? newButton("outline") : undefined}
          />
        }
        footer={pageFooter(list.data?.meta, (page) => props.onSearchChange({ ...search, page }))}
      />
      <CustomerGroupDialog
        scope={scope}
        open={editing !== null}
        group={editing === "new" ? undefined : (editing ?? undefined)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "customer group"}?`}
        description={
          deleting && deleting.customerCount > 0
            ? `${plural(deleting.customerCount)} leave the group. A group that a discount targets cannot be deleted.`
            : "The group is removed from every location. A group that a discount targets cannot be deleted."
        }
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        // Closed either way: a refusal (a discount uses the group) is the API's message in a toast.
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
