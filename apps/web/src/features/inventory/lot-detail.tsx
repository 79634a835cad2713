// One lot: what it is and where, its quantity and status, and its ledger (spec: every quantity change is a
// row with who, when, why, the change and the quantity after it). Writers can adjust or move it from here.

import { useQuery } from "@tanstack/react-query";
import {
  ADJUSTMENT_REASON_LABELS,
  type InventoryItem,
  type LedgerEntry,
  type LedgerReason,
} from "@verdant/shared/inventory";
import { ArrowRightLeft, History, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DisabledReason } from "../../components/ui/disabled-reason.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { AdjustDialog } from "./adjust-dialog.tsx";
import { ledgerQuery } from "./api.ts";
import { ActiveBadge, ExpiryCell, StatusBadge } from "./inventory-labels.tsx";
import { TransferDialog } from "./transfer-dialog.tsx";

const reasonLabels: Record<LedgerReason, string> = {
  RECEIVE: "Received",
  SALE: "Sale",
  REFUND: "Refund",
  VOID: "Void",
  ADJUSTMENT: "Adjustment",
  AUDIT: "Audit count",
  TRANSFER: "Transfer",
  WASTE: ADJUSTMENT_REASON_LABELS.WASTE,
};
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

export function LotSummary({ lot }: { lot: InventoryItem }) {
  const formatMoney = useMoney();
  return (
    <Card>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Fact label="On hand">
            <span className="text-lg font-semibold tabular-nums">{formatQuantity(lot.quantity, lot.unit)}</span>
          </Fact>
          <Fact label="Room">{lot.roomName}</Fact>
          <Fact label="Status">
            <span className="flex flex-wrap gap-1.5">
              <StatusBadge status={lot.inventoryStatus} />
              <ActiveBadge active={lot.isActive} />
              {lot.lowStock && <Badge tone="warning">Low stock</Badge>}
            </span>
          </Fact>
          <Fact label="Unit cost">
            {formatMoney(lot.unitCostCents)}
            {lot.unit === "GRAM" ? " / g" : ""}
          </Fact>
          <Fact label="Lot / batch">{lot.lotNumber ?? "—"}</Fact>
          <Fact label="Package tag">
            <span className="font-mono">{lot.packageTag ?? "—"}</span>
          </Fact>
          <Fact label="Expiry">
            <ExpiryCell lot={lot} />
          </Fact>
          <Fact label="Received">{formatDate(lot.receivedAt)}</Fact>
          <Fact label="Reorder point">
            {lot.reorderPoint === null ? "—" : formatQuantity(lot.reorderPoint, lot.unit)}
          </Fact>
          <Fact label="Sellable in store">{formatQuantity(lot.productQuantity, lot.unit)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Adjust and move; `blocked` says why neither can be taken (a lot without its state tag where one is needed). */
export function LotActions(props: { scope: LocationScope; lot: InventoryItem; blocked?: string | null }) {
  const [open, setOpen] = useState<"adjust" | "transfer" | null>(null);
  const blocked = props.blocked ?? null;
  const describedBy = blocked ? "lot-actions-blocked" : undefined;
  return (
    <>
      {blocked && (
        <DisabledReason id="lot-actions-blocked" className="max-w-72 basis-full sm:basis-auto">
          {blocked}
        </DisabledReason>
      )}
      <Button
        variant="outline"
        onClick={() => setOpen("transfer")}
        disabled={props.lot.quantity === 0 || Boolean(blocked)}
        aria-describedby={describedBy}
      >
        <ArrowRightLeft /> Move
      </Button>
      <Button onClick={() => setOpen("adjust")} disabled={Boolean(blocked)} aria-describedby={describedBy}>
        <SlidersHorizontal /> Adjust quantity
      </Button>
      <AdjustDialog
        scope={props.scope}
        lots={[props.lot]}
        open={open === "adjust"}
        onOpenChange={(next) => !next && setOpen(null)}
      />
      <TransferDialog
        scope={props.scope}
        lot={props.lot}
        open={open === "transfer"}
        onOpenChange={(next) => !next && setOpen(null)}
      />
    </>
  );
}

export function LotLedger({ scope, lot }: { scope: LocationScope; lot: InventoryItem }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(ledgerQuery(scope, lot.id, page));
  const columns: Column<LedgerEntry>[] = [
    { id: "when", header: "When", cell: (e) => timeFormat.format(new Date(e.createdAt)) },
    { id: "who", header: "Who", cell: (e) => e.userName ?? <span className="text-muted-foreground">System</span> },
    { id: "reason", header: "Reason", cell: (e) => <Badge tone="info">{reasonLabels[e.reason]}</Badge> },
    {
      id: "delta",
      header: "Change",
      className: "text-right tabular-nums",
      cell: (e) => (
        <span className={cn("font-medium", e.delta < 0 ? "text-destructive" : "text-success")}>
          {formatQuantity(e.delta, lot.unit, true)}
        </span>
      ),
    },
    {
      id: "after",
      header: "Quantity after",
      className: "text-right tabular-nums",
      cell: (e) => formatQuantity(e.quantityAfter, lot.unit),
    },
    {
      id: "note",
      header: "Note",
      className: "hidden md:table-cell max-w-64 truncate",
      cell: (e) => e.note ?? <span className="text-muted-foreground">—</span>,
    },
  ];
  return (
    <section aria-label="History" className="grid gap-3">
      <CardHeader title="History" description="Every change to this lot's quantity." className="p-0" />
      <DataTable
        columns={columns}
        rows={ledger.data?.data}
        rowKey={(e) => e.id}
        loading={ledger.isPending}
        empty={<EmptyState icon={History} title="No changes yet" />}
        footer={pageFooter(ledger.data?.meta, setPage)}
      />
    </section>
  );
}
