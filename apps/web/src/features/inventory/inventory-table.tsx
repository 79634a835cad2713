// The lots of the location: product and SKU, room, lot and package tag, quantity in its unit (highlighted when
// the product is at or under its reorder point), unit cost, expiry, status and active; a selection column and
// each lot's actions for roles that may change stock.

import { Link } from "@tanstack/react-router";
import type { InventoryItem } from "@verdant/shared/inventory";
import { ArrowRightLeft, History, Power, PowerOff, SlidersHorizontal, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable, type TableSort } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { actionsColumn, DeleteMenuItem, selectColumn } from "../../components/ui/row-actions.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import type { RowSelection } from "../../hooks/use-row-selection.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { ActiveBadge, ExpiryCell, StatusBadge } from "./inventory-labels.tsx";
import { inventoryMessages } from "./messages.ts";

export type LotAction = "adjust" | "transfer" | "activate" | "deactivate" | "delete";

const muted = <span className="text-muted-foreground">—</span>;

function QuantityCell({ lot }: { lot: InventoryItem }) {
  const t = useMessages(inventoryMessages);
  const amount = <span className="font-medium tabular-nums">{formatQuantity(lot.quantity, lot.unit)}</span>;
  if (!lot.lowStock || lot.reorderPoint === null) return amount;
  return (
    <Tooltip
      content={t("lowStockDetail", {
        sellable: formatQuantity(lot.productQuantity, lot.unit),
        reorder: formatQuantity(lot.reorderPoint, lot.unit),
      })}
    >
      <span className="inline-flex flex-col items-end gap-1 whitespace-nowrap">
        {amount}
        <Badge tone="warning">
          <TriangleAlert className="size-3" aria-hidden /> {t("lowStock")}
        </Badge>
      </span>
    </Tooltip>
  );
}

export function InventoryTable(props: {
  rows: InventoryItem[] | undefined;
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  canWrite: boolean;
  selection: RowSelection<InventoryItem>;
  onAction: (action: LotAction, lot: InventoryItem) => void;
  /** The location reports to the state's track-and-trace: a lot without its package tag is flagged. */
  tagRequired?: boolean;
  /** The list's order (Product, Quantity, Received and Expiry sort), kept in the URL by the screen. */
  sort?: TableSort;
}) {
  const formatMoney = useMoney();
  const t = useMessages(inventoryMessages);
  const { selection, canWrite, onAction } = props;

  const columns: Column<InventoryItem>[] = [
    {
      id: "product",
      header: t("col.product"),
      sortKey: "product",
      sortLabel: t("sort.productName"),
      cell: (lot) => (
        <div className="grid min-w-40 gap-0.5">
          <RecordLink to="/inventory/$inventoryId" params={{ inventoryId: lot.id }}>
            {lot.productName}
          </RecordLink>
          <span className="font-mono text-xs text-muted-foreground">{lot.sku}</span>
        </div>
      ),
    },
    { id: "room", header: t("col.room"), className: "whitespace-nowrap", cell: (lot) => lot.roomName },
    {
      id: "lot",
      header: t("col.lot"),
      className: "hidden lg:table-cell",
      cell: (lot) =>
        props.tagRequired && !lot.packageTag ? (
          <Tooltip content={t("tagRequired")}>
            <Badge tone="danger" data-testid="needs-tag">
              {t("noTag")}
            </Badge>
          </Tooltip>
        ) : lot.lotNumber || lot.packageTag ? (
          <div className="grid gap-0.5 text-xs">
            <span>{lot.lotNumber ?? "—"}</span>
            <span className="font-mono text-muted-foreground">{lot.packageTag ?? ""}</span>
          </div>
        ) : (
          muted
        ),
    },
    {
      id: "quantity",
      header: t("col.quantity"),
      sortKey: "quantity",
      sortLabel: t("sort.quantity"),
      className: "text-right",
      cell: (lot) => <QuantityCell lot={lot} />,
    },
    {
      id: "cost",
      header: t("col.unitCost"),
      className: "text-right tabular-nums hidden whitespace-nowrap 2xl:table-cell",
      cell: (lot) =>
        lot.unit === "GRAM" ? t("perGram", { cost: formatMoney(lot.unitCostCents) }) : formatMoney(lot.unitCostCents),
    },
    {
      id: "received",
      header: t("col.received"),
      sortKey: "receivedAt",
      sortLabel: t("sort.received"),
      className: "hidden whitespace-nowrap xl:table-cell",
      cell: (lot) => formatDate(lot.receivedAt),
    },
    {
      id: "expiry",
      header: t("col.expiry"),
      sortKey: "expiresAt",
      sortLabel: t("sort.expiry"),
      cell: (lot) => <ExpiryCell lot={lot} />,
    },
    // Status and activity share a column (an inactive lot says so under its status), so the table fits 1440 px.
    {
      id: "status",
      header: t("col.status"),
      cell: (lot) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={lot.inventoryStatus} />
          {!lot.isActive && <ActiveBadge active={false} />}
        </div>
      ),
    },
  ];

  if (canWrite) {
    columns.unshift(
      selectColumn(selection, {
        all: t("select.all"),
        row: (lot) => t("select.row", { product: lot.productName, room: lot.roomName }),
      }),
    );
    columns.push(
      actionsColumn(
        (lot) => t("actions.row", { product: lot.productName, room: lot.roomName }),
        (lot) => (
          <>
            <DropdownMenuItem onSelect={() => onAction("adjust", lot)}>
              <SlidersHorizontal /> {t("action.adjustQuantity")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction("transfer", lot)} disabled={lot.quantity === 0}>
              <ArrowRightLeft /> {t("action.moveRoom")}
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/inventory/$inventoryId" params={{ inventoryId: lot.id }}>
                <History /> {t("action.history")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            {lot.isActive ? (
              <DropdownMenuItem onSelect={() => onAction("deactivate", lot)}>
                <PowerOff /> {t("action.deactivate")}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onAction("activate", lot)}>
                <Power /> {t("action.activate")}
              </DropdownMenuItem>
            )}
            <DeleteMenuItem onSelect={() => onAction("delete", lot)}>{t("action.delete")}</DeleteMenuItem>
          </>
        ),
      ),
    );
  }

  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(lot) => lot.id}
      loading={props.loading}
      empty={props.empty}
      footer={props.footer}
      sort={props.sort}
    />
  );
}
