import { Link } from "@tanstack/react-router";
import type { List } from "@verdant/shared";
import type { TaxGroup } from "@verdant/shared/tax-groups";
import { Copy, Landmark, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useBulkDeleteTaxGroups, useBulkDuplicateTaxGroups, useDeleteTaxGroup, useDuplicateTaxGroup } from "./api.ts";
import { announce, bulkDeleteNotices, bulkDuplicateNotices } from "./bulk-results.ts";
import { DeleteTaxGroupsDialog, TaxGroupDialog } from "./tax-group-dialogs.tsx";

type Row = { group: TaxGroup; position: number };

const assignedTo = (group: TaxGroup) =>
  group.assignments.length === 0 ? (
    <span className="text-muted-foreground">Not assigned</span>
  ) : (
    <span className="flex flex-wrap gap-1">
      {group.assignments.slice(0, 3).map((a) => (
        <Badge key={a.id}>{a.entityName}</Badge>
      ))}
      {group.assignments.length > 3 && <Badge>+{group.assignments.length - 3}</Badge>}
    </span>
  );

/** The location's tax groups: position across pages (spec §3), selection for bulk duplicate and delete. */
export function TaxGroupsTable(props: {
  scope: LocationScope;
  list: List<TaxGroup> | undefined;
  allGroups: { id: string; name: string }[];
  loading: boolean;
  searching: boolean;
  canWrite: boolean;
  onPageChange: (page: number) => void;
  /** The page size, kept in the URL by the page (20 by default, spec §9). */
  onLimitChange?: (limit: number) => void;
}) {
  const { scope, list } = props;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [renaming, setRenaming] = useState<TaxGroup | null>(null);
  const [deleting, setDeleting] = useState<TaxGroup[] | null>(null);
  const del = useDeleteTaxGroup(scope);
  const bulkDelete = useBulkDeleteTaxGroups(scope);
  const duplicate = useDuplicateTaxGroup(scope);
  const bulkDuplicate = useBulkDuplicateTaxGroups(scope);

  const meta = list?.meta;
  const rows: Row[] | undefined = list?.data.map((group, index) => ({
    group,
    position: meta ? (meta.page - 1) * meta.limit + index + 1 : index + 1,
  }));
  const pageIds = rows?.map((r) => r.group.id) ?? [];
  const chosen = (list?.data ?? []).filter((g) => selected.has(g.id));
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: Column<Row>[] = [
    ...(props.canWrite
      ? [
          {
            id: "select",
            className: "w-10",
            header: (
              <Checkbox
                aria-label="Select all tax groups on this page"
                checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
                onCheckedChange={(on) => setSelected(on === true ? new Set(pageIds) : new Set())}
              />
            ),
            cell: (r: Row) => (
              <Checkbox
                aria-label={`Select ${r.group.name}`}
                checked={selected.has(r.group.id)}
                onCheckedChange={(on) => toggle(r.group.id, on === true)}
              />
            ),
          },
        ]
      : []),
    {
      id: "position",
      header: "#",
      className: "w-12",
      cell: (r) => <span className="text-muted-foreground tabular-nums">{r.position}</span>,
    },
    {
      id: "name",
      header: "Name",
      cell: (r) => (
        <Link
          to="/configure/taxes/$taxGroupId"
          params={{ taxGroupId: r.group.id }}
          className="font-medium hover:underline"
        >
          {r.group.name}
        </Link>
      ),
    },
    {
      id: "rates",
      header: "Rates",
      className: "text-right",
      cell: (r) => <span className="tabular-nums">{r.group.rateCount}</span>,
    },
    { id: "assigned", header: "Assigned to", cell: (r) => assignedTo(r.group) },
  ];
  if (props.canWrite)
    columns.push({
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-12 text-right",
      cell: (r) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${r.group.name}`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setRenaming(r.group)}>
              <Pencil /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate.mutate(r.group.id)}>
              <Copy /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting([r.group])}>
              <Trash2 /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    });

  const clear = () => setSelected(new Set());
  const confirmDelete = (newTaxGroupId: string | undefined) => {
    if (!deleting) return;
    const done = () => {
      setDeleting(null);
      clear();
    };
    if (deleting.length === 1) del.mutate({ id: deleting[0]!.id, newTaxGroupId }, { onSuccess: done });
    else
      bulkDelete.mutate(
        { taxGroupIds: deleting.map((g) => g.id), newTaxGroupId },
        {
          onSuccess: (result) => {
            announce(bulkDeleteNotices(result));
            done();
          },
        },
      );
  };

  return (
    <>
      {chosen.length > 0 && (
        <section
          className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border bg-accent/40 px-4 py-2 text-sm"
          aria-label="Bulk actions"
        >
          <span className="font-medium">{chosen.length} selected</span>
          <div className="flex-1" />
          <Button
            size="sm"
            variant="outline"
            loading={bulkDuplicate.isPending}
            onClick={() =>
              bulkDuplicate.mutate(
                chosen.map((g) => g.id),
                {
                  onSuccess: (result) => {
                    announce(bulkDuplicateNotices(result));
                    clear();
                  },
                },
              )
            }
          >
            <Copy /> Duplicate
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setDeleting(chosen)}>
            <Trash2 /> Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear
          </Button>
        </section>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.group.id}
        loading={props.loading}
        empty={
          <EmptyState
            icon={Landmark}
            title={props.searching ? "No tax groups match" : "No tax groups yet"}
            description={
              props.searching
                ? "Try another name."
                : "Create a group for each way your products are taxed, such as cannabis and accessories."
            }
          />
        }
        footer={
          meta &&
          meta.total > 0 && (
            <Pagination meta={meta} onPageChange={props.onPageChange} onLimitChange={props.onLimitChange} />
          )
        }
      />
      <TaxGroupDialog
        scope={scope}
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        group={renaming ?? undefined}
      />
      <DeleteTaxGroupsDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        deleting={deleting ?? []}
        groups={props.allGroups}
        pending={del.isPending || bulkDelete.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
