import type { List } from "@verdant/shared";
import type { TaxGroup } from "@verdant/shared/tax-groups";
import { Copy, Landmark, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { actionsColumn, BulkBar, DeleteMenuItem, selectColumn } from "../../components/ui/row-actions.tsx";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useBulkDeleteTaxGroups, useBulkDuplicateTaxGroups, useDeleteTaxGroup, useDuplicateTaxGroup } from "./api.ts";
import { announce, bulkDeleteNotices, bulkDuplicateNotices } from "./bulk-results.ts";
import { taxGroupMessages } from "./messages.ts";
import { DeleteTaxGroupsDialog, TaxGroupDialog } from "./tax-group-dialogs.tsx";

type Row = { group: TaxGroup; position: number };

function AssignedTo({ group }: { group: TaxGroup }) {
  const t = useMessages(taxGroupMessages);
  return group.assignments.length === 0 ? (
    <span className="text-muted-foreground">{t("list.notAssigned")}</span>
  ) : (
    <span className="flex flex-wrap gap-1">
      {group.assignments.slice(0, 3).map((a) => (
        <Badge key={a.id}>{a.entityName}</Badge>
      ))}
      {group.assignments.length > 3 && <Badge>+{group.assignments.length - 3}</Badge>}
    </span>
  );
}

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
  const t = useMessages(taxGroupMessages);
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
  const selection = useRowSelection(rows, (r) => r.group.id);
  const chosen = selection.rows.map((r) => r.group);

  const columns: Column<Row>[] = [
    ...(props.canWrite
      ? [selectColumn(selection, { all: t("list.selectAll"), row: (r) => t("list.select", { name: r.group.name }) })]
      : []),
    {
      id: "position",
      header: "#",
      className: "w-12",
      cell: (r) => <span className="text-muted-foreground tabular-nums">{r.position}</span>,
    },
    {
      id: "name",
      header: t("list.name"),
      cell: (r) => (
        <RecordLink to="/configure/taxes/$taxGroupId" params={{ taxGroupId: r.group.id }}>
          {r.group.name}
        </RecordLink>
      ),
    },
    {
      id: "rates",
      header: t("list.rates"),
      className: "text-right",
      cell: (r) => <span className="tabular-nums">{r.group.rateCount}</span>,
    },
    { id: "assigned", header: t("list.assignedTo"), cell: (r) => <AssignedTo group={r.group} /> },
  ];
  if (props.canWrite)
    columns.push(
      actionsColumn(
        (r) => t("list.actionsFor", { name: r.group.name }),
        (r) => (
          <>
            <DropdownMenuItem onSelect={() => setRenaming(r.group)}>
              <Pencil /> {t("list.rename")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate.mutate(r.group.id)}>
              <Copy /> {t("list.duplicate")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DeleteMenuItem onSelect={() => setDeleting([r.group])}>{t("list.delete")}</DeleteMenuItem>
          </>
        ),
      ),
    );

  const clear = selection.clear;
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
      <BulkBar selection={selection} className="mb-3">
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
          <Copy /> {t("list.duplicate")}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setDeleting(chosen)}>
          <Trash2 /> {t("list.delete")}
        </Button>
      </BulkBar>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.group.id}
        loading={props.loading}
        empty={<ListEmptyState icon={Landmark} searching={props.searching} say={(word) => t(`list.${word}`)} />}
        footer={pageFooter(meta, props.onPageChange, props.onLimitChange)}
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
