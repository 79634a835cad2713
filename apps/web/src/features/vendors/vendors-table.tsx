import type { Vendor } from "@verdant/shared/vendors";
import { Pencil, Power } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { actionsColumn, DeleteMenuItem, selectColumn } from "../../components/ui/row-actions.tsx";
import type { RowSelection } from "../../hooks/use-row-selection.ts";
import { formatCount, formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { LicenseBadge } from "./license-badge.tsx";
import { vendorScreenMessages } from "./messages.ts";

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
  const t = useMessages(vendorScreenMessages);

  const columns: Column<Vendor>[] = [
    {
      id: "name",
      header: t("col.vendor"),
      cell: (v) => (
        <div className="grid min-w-40">
          {actions ? (
            <button type="button" className="text-left font-medium hover:underline" onClick={() => actions.edit(v)}>
              {v.name}
            </button>
          ) : (
            <span className="font-medium">{v.name}</span>
          )}
          <span className="text-xs text-muted-foreground">{v.contactName ?? v.contactEmail ?? t("noContact")}</span>
        </div>
      ),
    },
    {
      id: "place",
      header: t("col.city"),
      cell: (v) => [v.city, v.state].filter(Boolean).join(", ") || dash,
    },
    {
      id: "license",
      header: t("col.license"),
      cell: (v) => (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <LicenseBadge status={v.licenseStatus} />
            {v.licenseNumber && <span className="font-mono text-xs">{v.licenseNumber}</span>}
          </div>
          {v.licenseExpiry && (
            <span className="text-xs text-muted-foreground">
              {t("expires", { date: formatDate(`${v.licenseExpiry}T12:00:00`) })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: "products",
      header: t("col.products"),
      className: "text-right tabular-nums",
      cell: (v) => formatCount(v.productCount),
    },
    {
      id: "status",
      header: t("col.status"),
      cell: (v) => (v.active ? <Badge tone="success">{t("active")}</Badge> : <Badge>{t("inactive")}</Badge>),
    },
  ];
  if (actions) {
    columns.unshift(selectColumn(selection, { all: t("select.all"), row: (v) => t("select.row", { name: v.name }) }));
    columns.push(
      actionsColumn(
        (v) => t("actions.row", { name: v.name }),
        (v) => (
          <>
            <DropdownMenuItem onSelect={() => actions.edit(v)}>
              <Pencil /> {t("action.edit")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.setActive(v, !v.active)}>
              <Power /> {t(v.active ? "action.deactivate" : "action.activate")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DeleteMenuItem onSelect={() => actions.remove(v)}>{t("action.delete")}</DeleteMenuItem>
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
