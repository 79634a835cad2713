import type { Vendor } from "@verdant/shared/vendors";
import { Pencil, Power, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { actionsColumn, selectColumn } from "../../components/ui/row-actions.tsx";
import type { RowSelection } from "../../hooks/use-row-selection.ts";
import { formatDate } from "../../lib/format.ts";
import { LicenseBadge } from "./license-badge.tsx";

export type VendorRowActions = {
  edit: (v: Vendor) => void;
  setActive: (v: Vendor, active: boolean) => void;
  remove: (v: Vendor) => void;
};

const dash = <span className="text-muted-foreground">—</span>;

export function VendorsTable(props: {
  rows: readonly Vendor[] | undefined;
  loading: boolean;
  empty: ReactNode;
  footer: ReactNode;
  selection: RowSelection<Vendor>;
  /** Absent for people who may only read. */
  actions?: VendorRowActions | undefined;
}) {
  const { rows, selection, actions } = props;

  const columns: Column<Vendor>[] = [
    {
      id: "name",
      header: "Vendor",
      cell: (v) => (
        <div className="grid min-w-40">
          {actions ? (
            <button type="button" className="text-left font-medium hover:underline" onClick={() => actions.edit(v)}>
              {v.name}
            </button>
          ) : (
            <span className="font-medium">{v.name}</span>
          )}
          <span className="text-xs text-muted-foreground">{v.contactName ?? v.contactEmail ?? "No contact"}</span>
        </div>
      ),
    },
    {
      id: "place",
      header: "City",
      cell: (v) => [v.city, v.state].filter(Boolean).join(", ") || dash,
    },
    {
      id: "license",
      header: "License",
      cell: (v) => (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <LicenseBadge status={v.licenseStatus} />
            {v.licenseNumber && <span className="font-mono text-xs">{v.licenseNumber}</span>}
          </div>
          {v.licenseExpiry && (
            <span className="text-xs text-muted-foreground">Expires {formatDate(`${v.licenseExpiry}T12:00:00`)}</span>
          )}
        </div>
      ),
    },
    { id: "products", header: "Products", className: "text-right tabular-nums", cell: (v) => v.productCount },
    {
      id: "status",
      header: "Status",
      cell: (v) => (v.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>),
    },
  ];
  if (actions) {
    columns.unshift(selectColumn(selection, { all: "Select all on this page", row: (v) => `Select ${v.name}` }));
    columns.push(
      actionsColumn(
        (v) => `Actions for ${v.name}`,
        (v) => (
          <>
            <DropdownMenuItem onSelect={() => actions.edit(v)}>
              <Pencil /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.setActive(v, !v.active)}>
              <Power /> {v.active ? "Deactivate" : "Activate"}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => actions.remove(v)}>
              <Trash2 /> Delete
            </DropdownMenuItem>
          </>
        ),
      ),
    );
  }

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(v) => v.id}
      loading={props.loading}
      empty={props.empty}
      footer={props.footer}
    />
  );
}
