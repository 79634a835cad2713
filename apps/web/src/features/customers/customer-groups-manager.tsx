import { useQuery } from "@tanstack/react-query";
import type { CustomerGroup } from "@verdant/shared/customers";
import { UsersRound } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { AddButton, ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { intlLocale } from "../../lib/i18n/language.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { CustomerGroupDialog } from "./customer-group-dialog.tsx";
import { customerGroupListQuery, useDeleteCustomerGroup } from "./customer-groups.api.ts";
import { customerMessages } from "./messages.ts";

export type CustomerGroupSearch = { page: number; limit: number; search: string };

/** The URL's list state as the list call's parameters (shared by the route loader and the screen). */
export const customerGroupListParams = (search: CustomerGroupSearch) => ({
  page: search.page,
  limit: search.limit,
  search: search.search || undefined,
});

/** List, search, create, rename and delete the organization's customer groups; list state lives in the URL. */
export function CustomerGroupsManager(props: {
  scope: LocationScope;
  search: CustomerGroupSearch;
  onSearchChange: (next: CustomerGroupSearch) => void;
  /** pricing.write, the permission the API checks. */
  canWrite: boolean;
}) {
  const t = useMessages(customerMessages);
  const { scope, search, canWrite } = props;
  const list = useQuery(customerGroupListQuery(scope, customerGroupListParams(search)));
  const remove = useDeleteCustomerGroup(scope);
  const [editing, setEditing] = useState<CustomerGroup | "new" | null>(null);
  const [deleting, setDeleting] = useState<CustomerGroup | null>(null);

  const columns: Column<CustomerGroup>[] = [
    { id: "name", header: t("groups.column.name"), cell: (g) => <span className="font-medium">{g.name}</span> },
    {
      id: "customers",
      header: t("groups.column.customers"),
      className: "text-right tabular-nums",
      cell: (g) => g.customerCount.toLocaleString(intlLocale()),
    },
    {
      id: "created",
      header: t("groups.column.created"),
      className: "whitespace-nowrap text-muted-foreground",
      cell: (g) => formatDate(g.createdAt),
    },
  ];
  if (canWrite)
    columns.push(
      buttonsColumn((g) => <RowButtons name={g.name} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />),
    );

  const newButton = (variant: "primary" | "outline") => (
    <AddButton variant={variant} onClick={() => setEditing("new")}>
      {t("groups.new")}
    </AddButton>
  );

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={search.search}
        placeholder={t("groups.search")}
        onSearch={(value) => props.onSearchChange({ ...search, page: 1, search: value })}
        action={canWrite && newButton("primary")}
      />
      <ListTable
        columns={columns}
        list={list}
        empty={
          <EmptyState
            icon={UsersRound}
            title={search.search ? t("groups.noMatch", { search: search.search }) : t("groups.none")}
            description={search.search ? t("groups.noMatchHint") : t("groups.noneHint")}
            action={canWrite && !search.search ? newButton("outline") : undefined}
          />
        }
        onPageChange={(page) => props.onSearchChange({ ...search, page })}
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
        title={deleting ? t("groups.deleteTitle", { name: deleting.name }) : t("groups.deleteThisGroup")}
        description={
          deleting && deleting.customerCount > 0
            ? t("groups.deleteMembers", { count: deleting.customerCount })
            : t("groups.deleteEmpty")
        }
        confirmLabel={t("groups.delete")}
        cancelLabel={t("form.cancel")}
        destructive
        pending={remove.isPending}
        // Closed either way: a refusal (a discount uses the group) is the API's message in a toast.
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
