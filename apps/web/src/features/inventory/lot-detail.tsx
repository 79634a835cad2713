// One lot: what it is and where, its quantity and status, and its ledger (spec: every quantity change is a
// row with who, when, why, the change and the quantity after it). Writers can adjust or move it from here.

import { useQuery } from "@tanstack/react-query";
import type { InventoryItem, LedgerEntry } from "@verdant/shared/inventory";
import { ArrowRightLeft, History, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { DisabledReason } from "../../components/ui/disabled-reason.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { AdjustDialog } from "./adjust-dialog.tsx";
import { ledgerQuery } from "./api.ts";
import { ActiveBadge, ExpiryCell, StatusBadge } from "./inventory-labels.tsx";
import { inventoryMessages } from "./messages.ts";
import { TransferDialog } from "./transfer-dialog.tsx";

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
  const t = useMessages(inventoryMessages);
  return (
    <Card>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Fact label={t("fact.onHand")}>
            <span className="text-lg font-semibold tabular-nums">{formatQuantity(lot.quantity, lot.unit)}</span>
          </Fact>
          <Fact label={t("fact.room")}>{lot.roomName}</Fact>
          <Fact label={t("fact.status")}>
            <span className="flex flex-wrap gap-1.5">
              <StatusBadge status={lot.inventoryStatus} />
              <ActiveBadge active={lot.isActive} />
              {lot.lowStock && <Badge tone="warning">{t("lowStock")}</Badge>}
            </span>
          </Fact>
          <Fact label={t("fact.unitCost")}>
            {lot.unit === "GRAM"
              ? t("perGram", { cost: formatMoney(lot.unitCostCents) })
              : formatMoney(lot.unitCostCents)}
          </Fact>
          <Fact label={t("fact.lot")}>{lot.lotNumber ?? "—"}</Fact>
          <Fact label={t("fact.packageTag")}>
            <span className="font-mono">{lot.packageTag ?? "—"}</span>
          </Fact>
          <Fact label={t("fact.expiry")}>
            <ExpiryCell lot={lot} />
          </Fact>
          <Fact label={t("fact.received")}>{formatDate(lot.receivedAt)}</Fact>
          <Fact label={t("fact.reorderPoint")}>
            {lot.reorderPoint === null ? "—" : formatQuantity(lot.reorderPoint, lot.unit)}
          </Fact>
          <Fact label={t("fact.sellable")}>{formatQuantity(lot.productQuantity, lot.unit)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Adjust and move; `blocked` says why neither can be taken (a lot without its state tag where one is needed). */
export function LotActions(props: { scope: LocationScope; lot: InventoryItem; blocked?: string | null }) {
  const [open, setOpen] = useState<"adjust" | "transfer" | null>(null);
  const t = useMessages(inventoryMessages);
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
        <ArrowRightLeft /> {t("action.move")}
      </Button>
      <Button onClick={() => setOpen("adjust")} disabled={Boolean(blocked)} aria-describedby={describedBy}>
        <SlidersHorizontal /> {t("action.adjustQuantity")}
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
  const t = useMessages(inventoryMessages);
  const columns: Column<LedgerEntry>[] = [
    { id: "when", header: t("ledger.when"), cell: (e) => formatDateTime(e.createdAt) },
    {
      id: "who",
      header: t("ledger.who"),
      cell: (e) => e.userName ?? <span className="text-muted-foreground">{t("ledger.system")}</span>,
    },
    {
      id: "reason",
      header: t("ledger.reason"),
      cell: (e) => <Badge tone="info">{t("reason", { reason: e.reason })}</Badge>,
    },
    {
      id: "delta",
      header: t("ledger.change"),
      className: "text-right tabular-nums",
      cell: (e) => (
        <span className={cn("font-medium", e.delta < 0 ? "text-destructive" : "text-success")}>
          {formatQuantity(e.delta, lot.unit, true)}
        </span>
      ),
    },
    {
      id: "after",
      header: t("ledger.after"),
      className: "text-right tabular-nums",
      cell: (e) => formatQuantity(e.quantityAfter, lot.unit),
    },
    {
      id: "note",
      header: t("ledger.note"),
      className: "hidden md:table-cell max-w-64 truncate",
      cell: (e) => e.note ?? <span className="text-muted-foreground">—</span>,
    },
  ];
  return (
    <section aria-label={t("ledger.title")} className="grid gap-3">
      <CardHeader title={t("ledger.title")} description={t("ledger.description")} className="p-0" />
      <ListTable
        columns={columns}
        list={ledger}
        empty={<EmptyState icon={History} title={t("ledger.empty")} />}
        onPageChange={setPage}
      />
    </section>
  );
}
