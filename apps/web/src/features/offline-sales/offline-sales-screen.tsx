// Offline sales in one place for the manager (issue 19): every sale a register made offline with what the server
// found when it arrived (stock short, a limit passed, a price or total that differs, the location's rules), open
// until resolved with a note, and the lots those sales left below zero — stock to count.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { OFFLINE_FLAG_LABELS, type OfflineSaleRow } from "@verdant/shared/offline-sales";
import { CircleCheck, CloudOff, PackageX, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatMoneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { offlineReviewQuery } from "./api.ts";
import { ResolveOfflineSaleDialog } from "./resolve-dialog.tsx";

type Status = "OPEN" | "RESOLVED" | "ALL";
const when = (iso: string) =>
  new Date(iso).toLocaleString([], { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

function SaleRow({
  row,
  money,
  onResolve,
}: {
  row: OfflineSaleRow;
  money: (c: number) => string;
  onResolve: () => void;
}) {
  return (
    <TableRow data-testid="offline-sale-row">
      <TableCell>
        <div className="font-medium whitespace-nowrap">{row.offlineReceipt}</div>
        <div className="text-xs text-muted-foreground">
          {row.receiptNumber ? `Receipt #${row.receiptNumber} · ` : ""}
          {row.registerName}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <div>{when(row.soldAt)}</div>
        <div className="text-xs text-muted-foreground">synced {when(row.syncedAt)}</div>
      </TableCell>
      <TableCell>
        <div>{row.customerName}</div>
        <div className="text-xs text-muted-foreground">{row.cashierName}</div>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        <div>{money(row.totalCents)}</div>
        {row.registerTotalCents !== row.totalCents && (
          <div className="text-xs text-muted-foreground">register {money(row.registerTotalCents)}</div>
        )}
      </TableCell>
      <TableCell className="max-w-md min-w-56">
        {row.flags.length === 0 ? (
          <Badge tone="success">No flags</Badge>
        ) : (
          <ul className="grid gap-1">
            {row.flags.map((flag) => (
              <li key={flag.code + flag.message} className="grid gap-0.5">
                <Badge
                  className="w-fit"
                  tone={flag.code === "STOCK_SHORT" || flag.code === "LIMIT_EXCEEDED" ? "danger" : "warning"}
                >
                  {OFFLINE_FLAG_LABELS[flag.code]}
                </Badge>
                <span className="text-xs text-muted-foreground">{flag.message}</span>
              </li>
            ))}
          </ul>
        )}
        {row.approval && (
          <p className="mt-1.5 flex items-start gap-1 text-xs" data-testid="offline-approval">
            <ShieldCheck className="mt-px size-3.5 shrink-0 text-primary" aria-hidden />
            <span>
              Approved offline by {row.approval.approverName} at {when(row.approval.approvedAt)}
              {row.approval.verified ? "" : " (not verified)"}: {row.approval.reason}
            </span>
          </p>
        )}
      </TableCell>
      <TableCell className="text-right">
        {row.resolvedAt ? (
          <div className="grid justify-items-end gap-0.5 text-xs">
            <span className="flex items-center gap-1 font-medium">
              <CircleCheck className="size-3.5 text-success" aria-hidden /> {row.resolvedByName}
            </span>
            <span className="max-w-56 text-muted-foreground">{row.resolution}</span>
          </div>
        ) : (
          <Button size="sm" variant="outline" onClick={onResolve}>
            Resolve
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

export function OfflineSalesScreen({ scope, currency }: { scope: LocationScope; currency: string }) {
  const [status, setStatus] = useState<Status>("OPEN");
  const [resolving, setResolving] = useState<OfflineSaleRow | null>(null);
  const review = useQuery(offlineReviewQuery(scope, { status, page: 1, limit: 100 }));
  const money = (cents: number) => formatMoneyIn(cents, currency);
  if (!review.data) return <LoadingBlock label="Loading offline sales" />;
  const { data: rows, discrepancies, openCount } = review.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      {discrepancies.length > 0 && (
        <Card aria-label="Stock discrepancies">
          <CardHeader
            title="Stock discrepancies"
            description="Lots below zero: offline sales took more than the server held. Count them and adjust the lot."
          />
          <CardContent className="grid gap-2 pt-4">
            {discrepancies.map((d) => (
              <div key={d.inventoryItemId} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <span className="flex items-center gap-2">
                  <PackageX className="size-4 text-destructive" aria-hidden />
                  <span className="font-medium">{d.productName}</span>
                  <span className="text-sm text-muted-foreground">
                    {d.sku} · {d.roomName}
                    {d.lotNumber ? ` · lot ${d.lotNumber}` : ""}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <Badge tone="danger">
                    {formatQuantity(d.unit === "GRAM" ? d.quantity * 1000 : d.quantity, d.unit)}
                  </Badge>
                  <Button size="sm" variant="outline" asChild>
                    <Link to="/inventory/$inventoryId" params={{ inventoryId: d.inventoryItemId }}>
                      Count and adjust
                    </Link>
                  </Button>
                </span>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <TitledCard
        title="Offline sales"
        description={`${openCount} to review. Sales a register made while offline, as the server recorded them.`}
        action={
          <Tabs value={status} onValueChange={(v) => setStatus(v as Status)}>
            <TabsList>
              <TabsTrigger value="OPEN">Open</TabsTrigger>
              <TabsTrigger value="RESOLVED">Resolved</TabsTrigger>
              <TabsTrigger value="ALL">All</TabsTrigger>
            </TabsList>
          </Tabs>
        }
        contentClassName="overflow-x-auto pt-4"
      >
        {rows.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={status === "OPEN" ? "Nothing to review" : "No offline sales"}
            description="When a register sells through an outage, its sales appear here once they reach the server."
          />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Receipt</TableHead>
                <TableHead>Sold</TableHead>
                <TableHead>Customer · cashier</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>Flags</TableHead>
                <TableHead className="text-right">Resolution</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <SaleRow key={row.saleId} row={row} money={money} onResolve={() => setResolving(row)} />
              ))}
            </TableBody>
          </Table>
        )}
      </TitledCard>
      {resolving && <ResolveOfflineSaleDialog scope={scope} row={resolving} onClose={() => setResolving(null)} />}
    </div>
  );
}
