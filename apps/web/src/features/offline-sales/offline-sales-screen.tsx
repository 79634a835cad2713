// Offline sales in one place for the manager (issue 19): every sale a register made offline with what the server
// found when it arrived (stock short, a limit passed, a price or total that differs, the location's rules), open
// until resolved with a note, and the lots those sales left below zero — stock to count.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { OfflineSaleRow } from "@verdant/shared/offline-sales";
import { CircleCheck, CloudOff, PackageX, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { intlLocale } from "../../lib/i18n/language.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatMoneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { offlineReviewQuery } from "./api.ts";
import { offlineSalesMessages } from "./messages.ts";
import { ResolveOfflineSaleDialog } from "./resolve-dialog.tsx";

type Status = "OPEN" | "RESOLVED" | "ALL";
const when = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

function SaleRow({
  row,
  money,
  onResolve,
}: {
  row: OfflineSaleRow;
  money: (c: number) => string;
  onResolve: () => void;
}) {
  const t = useMessages(offlineSalesMessages);
  return (
    <TableRow data-testid="offline-sale-row">
      <TableCell>
        <div className="font-medium whitespace-nowrap">{row.offlineReceipt}</div>
        <div className="text-xs text-muted-foreground">
          {row.receiptNumber ? t("row.receipt", { number: row.receiptNumber }) : ""}
          {row.registerName}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <div>{when(row.soldAt)}</div>
        <div className="text-xs text-muted-foreground">{t("row.synced", { when: when(row.syncedAt) })}</div>
      </TableCell>
      <TableCell>
        <div>{row.customerName}</div>
        <div className="text-xs text-muted-foreground">{row.cashierName}</div>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        <div>{money(row.totalCents)}</div>
        {row.registerTotalCents !== row.totalCents && (
          <div className="text-xs text-muted-foreground">
            {t("row.register", { amount: money(row.registerTotalCents) })}
          </div>
        )}
      </TableCell>
      <TableCell className="max-w-md min-w-56">
        {row.flags.length === 0 ? (
          <Badge tone="success">{t("row.noFlags")}</Badge>
        ) : (
          <ul className="grid gap-1">
            {row.flags.map((flag) => (
              <li key={flag.code + flag.message} className="grid gap-0.5">
                <Badge
                  className="w-fit"
                  tone={flag.code === "STOCK_SHORT" || flag.code === "LIMIT_EXCEEDED" ? "danger" : "warning"}
                >
                  {t(`flag.${flag.code}`)}
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
              {t(row.approval.verified ? "row.approved" : "row.approvedUnverified", {
                name: row.approval.approverName,
                when: when(row.approval.approvedAt),
                reason: row.approval.reason,
              })}
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
            {t("row.resolve")}
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
  const t = useMessages(offlineSalesMessages);
  if (!review.data) return <LoadingBlock label={t("screen.loading")} />;
  const { data: rows, discrepancies, openCount } = review.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      {discrepancies.length > 0 && (
        <Card aria-label={t("screen.discrepancies")}>
          <CardHeader title={t("screen.discrepancies")} description={t("screen.discrepanciesDescription")} />
          <CardContent className="grid gap-2 pt-4">
            {discrepancies.map((d) => (
              <div key={d.inventoryItemId} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <span className="flex items-center gap-2">
                  <PackageX className="size-4 text-destructive" aria-hidden />
                  <span className="font-medium">{d.productName}</span>
                  <span className="text-sm text-muted-foreground">
                    {d.sku} · {d.roomName}
                    {d.lotNumber ? t("screen.lot", { lot: d.lotNumber }) : ""}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <Badge tone="danger">
                    {formatQuantity(d.unit === "GRAM" ? d.quantity * 1000 : d.quantity, d.unit)}
                  </Badge>
                  <Button size="sm" variant="outline" asChild>
                    <Link to="/inventory/$inventoryId" params={{ inventoryId: d.inventoryItemId }}>
                      {t("screen.count")}
                    </Link>
                  </Button>
                </span>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <TitledCard
        title={t("screen.title")}
        description={t("screen.description", { count: openCount })}
        action={
          <Tabs value={status} onValueChange={(v) => setStatus(v as Status)}>
            <TabsList>
              <TabsTrigger value="OPEN">{t("screen.open")}</TabsTrigger>
              <TabsTrigger value="RESOLVED">{t("screen.resolved")}</TabsTrigger>
              <TabsTrigger value="ALL">{t("screen.all")}</TabsTrigger>
            </TabsList>
          </Tabs>
        }
        contentClassName="overflow-x-auto pt-4"
      >
        {rows.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={t(status === "OPEN" ? "screen.nothing" : "screen.none")}
            description={t("screen.emptyDescription")}
          />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("screen.receipt")}</TableHead>
                <TableHead>{t("screen.sold")}</TableHead>
                <TableHead>{t("screen.customer")}</TableHead>
                <TableHead className="text-right">{t("screen.total")}</TableHead>
                <TableHead>{t("screen.flags")}</TableHead>
                <TableHead className="text-right">{t("screen.resolution")}</TableHead>
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
