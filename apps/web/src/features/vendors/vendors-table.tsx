import type { Vendor } from "@verdant/shared/vendors";
import { MoreHorizontal, Pencil, Power, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
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
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  /** Absent for people who may only read. */
  actions?: VendorRowActions | undefined;
}) {
  const { rows, selected, actions } = props;
  const ids = rows?.map((v) => v.id) ?? [];
  const chosen = ids.filter((id) => selected.has(id)).length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    props.onSelect(next);
  };

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
    columns.unshift({
      id: "select",
      className: "w-10 pr-0",
      header: (
        <Checkbox
          aria-label="Select all on this page"
          checked={chosen === 0 ? false : chosen === ids.length ? true : "indeterminate"}
          disabled={ids.length === 0}
          onCheckedChange={(on) => props.onSelect(on === true ? new Set(ids) : new Set())}
        />
      ),
      cell: (v) => (
        <Checkbox
          aria-label={`Select ${v.name}`}
          checked={selected.has(v.id)}
          onCheckedChange={(on) => toggle(v.id, on === true)}
        />
      ),
    });
    columns.push({
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-12 text-right",
      cell: (v) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${v.name}`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
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
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    });
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
