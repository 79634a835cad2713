import { useQuery } from "@tanstack/react-query";
import { formatLimitAmount } from "@verdant/shared/limits/limits.types";
import { dailyPurchaseLimits, transactionList } from "@verdant/shared/transactions";
import { ReceiptText } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { useApiRoute } from "../../hooks/use-api-route.ts";
import { useMoney } from "../../hooks/use-money.ts";
import { api } from "../../lib/api-client.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerKeys } from "./api.ts";
import { customerMessages } from "./messages.ts";

/** Purchase history and today's limits arrive with the register: each section shows once its call exists. */
export function CustomerHistory({ scope, customerId }: { scope: LocationScope; customerId: string }) {
  const hasHistory = useApiRoute("get", "/api/customer/{id}/transactions");
  const hasLimits = useApiRoute("get", "/api/customer/{id}/daily-purchase-limits");
  return (
    <>
      {hasLimits && <DailyLimits scope={scope} customerId={customerId} />}
      {hasHistory && <PurchaseHistory scope={scope} customerId={customerId} />}
    </>
  );
}

function PurchaseHistory({ scope, customerId }: { scope: LocationScope; customerId: string }) {
  const t = useMessages(customerMessages);
  const formatMoney = useMoney();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...customerKeys.detail(customerId), "transactions", scope.locationId, page],
    queryFn: async ({ signal }) =>
      transactionList.parse(
        await api.get(
          `customer/${customerId}/transactions`,
          { orgId: scope.orgId, locationId: scope.locationId, page },
          signal,
        ),
      ),
  });
  const rows = history.data?.data ?? [];
  return (
    <Card>
      <CardHeader title={t("history.title")} description={t("history.description")} />
      <CardContent>
        {history.isPending ? (
          <LoadingBlock />
        ) : history.isError ? (
          <p className="text-sm text-destructive">{t("history.failed")}</p>
        ) : rows.length === 0 ? (
          <EmptyState icon={ReceiptText} title={t("history.empty")} />
        ) : (
          <ul className="grid gap-2 text-sm">
            {rows.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 border-b pb-2 last:border-0">
                <span className="grid">
                  <span className="font-medium">
                    {t("history.receipt", { number: s.receiptNumber, date: formatDate(s.completedAt) })}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t("history.line", {
                      items: s.itemCount,
                      payments: s.paymentTypes.map((type) => t(`paid.${type}`)).join(t("history.and")),
                      cashier: s.cashier.name,
                    })}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {s.status !== "COMPLETED" && <Badge>{t(`sale.${s.status}`)}</Badge>}
                  <span className="font-medium tabular-nums">{formatMoney(s.totalCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {history.data && history.data.meta.total > history.data.meta.limit && (
        <div className="border-t">
          <Pagination meta={history.data.meta} onPageChange={setPage} />
        </div>
      )}
    </Card>
  );
}

function DailyLimits({ scope, customerId }: { scope: LocationScope; customerId: string }) {
  const t = useMessages(customerMessages);
  const limits = useQuery({
    queryKey: [...customerKeys.detail(customerId), "limits", scope.locationId],
    queryFn: async ({ signal }) =>
      dailyPurchaseLimits.parse(
        await api.get(`customer/${customerId}/daily-purchase-limits`, { locationId: scope.locationId }, signal),
      ),
  });
  const buckets = limits.data?.buckets ?? [];
  return (
    <TitledCard
      title={t("limits.title")}
      description={
        limits.data ? t("limits.on", { date: formatDate(`${limits.data.date}T12:00:00`) }) : t("limits.today")
      }
      contentClassName=""
    >
      {limits.isPending ? (
        <LoadingBlock />
      ) : limits.isError ? (
        <p className="text-sm text-destructive">{t("limits.failed")}</p>
      ) : buckets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("limits.none")}</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {buckets.map((b) => (
            <li key={b.bucketId} className="grid gap-1">
              <span className="flex justify-between gap-3">
                <span>{b.label}</span>
                <span className="tabular-nums">
                  {t("limits.used", {
                    used: formatLimitAmount(b.usedMg, b.unit),
                    max: formatLimitAmount(b.maxMg, b.unit),
                    remaining: formatLimitAmount(b.remainingMg, b.unit),
                  })}
                </span>
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full bg-primary"
                  style={{ width: `${Math.min(100, Math.round((b.usedMg * 100) / Math.max(1, b.maxMg)))}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
