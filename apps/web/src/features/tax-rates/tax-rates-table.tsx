import type { List } from "@verdant/shared";
import type { TaxRate } from "@verdant/shared/tax-rates";
import { Copy, Pencil, Percent, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { actionsColumn } from "../../components/ui/row-actions.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { useDeleteTaxRate, useDuplicateTaxRate } from "./api.ts";
import { TaxRateDialog } from "./tax-rate-dialog.tsx";
import { customerTypeLabels } from "./tax-rate-form.tsx";

/** Spec §3: the number a row shows is its position across pages, (page-1)*limit+index+1. */
export const displayedPosition = (page: number, limit: number, index: number) => (page - 1) * limit + index + 1;

export function TaxRatesTable(props: {
  scope: LocationScope;
  list: List<TaxRate> | undefined;
  loading: boolean;
  searching: boolean;
  canWrite: boolean;
  groups: { id: string; name: string }[];
  onPageChange: (page: number) => void;
  /** The page size, kept in the URL by the page (20 by default, spec §9). */
  onLimitChange?: (limit: number) => void;
}) {
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const duplicate = useDuplicateTaxRate(props.scope);
  const del = useDeleteTaxRate(props.scope);
  const meta = props.list?.meta;
  const rows = props.list?.data.map((rate, index) => ({
    rate,
    position: meta ? displayedPosition(meta.page, meta.limit, index) : index + 1,
  }));
  type Row = NonNullable<typeof rows>[number];

  const columns: Column<Row>[] = [
    {
      id: "position",
      header: "#",
      cell: (r) => <span className="text-muted-foreground tabular-nums">{r.position}</span>,
      className: "w-12",
    },
    { id: "name", header: "Name", cell: (r) => <span className="font-medium">{r.rate.name}</span> },
    {
      id: "rate",
      header: "Rate",
      cell: (r) => <span className="tabular-nums">{formatRate(r.rate.ratePpm)}</span>,
      className: "text-right",
    },
    { id: "customer", header: "Customer type", cell: (r) => customerTypeLabels[r.rate.customerType] },
    {
      id: "group",
      header: "Group",
      cell: (r) => r.rate.taxGroupName ?? <span className="text-muted-foreground">Standalone</span>,
    },
    {
      id: "kind",
      header: "Status",
      cell: (r) => (
        <span className="flex gap-1.5">
          <Badge tone={r.rate.status === "ACTIVE" ? "success" : "neutral"}>
            {r.rate.status === "ACTIVE" ? "Active" : "Inactive"}
          </Badge>
          {r.rate.compound && <Badge tone="info">Compound</Badge>}
        </span>
      ),
    },
  ];
  if (props.canWrite)
    columns.push(
      actionsColumn(
        (r) => `Actions for ${r.rate.name}`,
        (r) => (
          <>
            <DropdownMenuItem onSelect={() => setEditing(r.rate)}>
              <Pencil /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate.mutate({ id: r.rate.id, inGroup: false })}>
              <Copy /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(r.rate)}>
              <Trash2 /> Delete
            </DropdownMenuItem>
          </>
        ),
      ),
    );

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.rate.id}
        loading={props.loading}
        empty={
          <EmptyState
            icon={Percent}
            title={props.searching ? "No tax rates match" : "No tax rates yet"}
            description={
              props.searching
                ? "Try another name or filter."
                : "Create the rates your jurisdiction levies, then order them in a group."
            }
          />
        }
        footer={pageFooter(meta, props.onPageChange, props.onLimitChange)}
      />
      <TaxRateDialog
        scope={props.scope}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        rate={editing ?? undefined}
        groups={props.groups}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "this rate"}?`}
        description="The rate is no longer charged. Sales already made keep the taxes they were charged."
        confirmLabel="Delete rate"
        destructive
        pending={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
