import { useQuery } from "@tanstack/react-query";
import { listOf } from "@verdant/shared";
import { limitUsage, sale } from "@verdant/shared/sales";
import { ReceiptText } from "lucide-react";
import { api } from "../../app/api-client.ts";
import type { LocationScope } from "../../app/location-scope.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { useApiRoute } from "../../hooks/use-api-route.ts";
import { formatMoney, formatScaled } from "../../lib/decimal.ts";
import { formatDate } from "../../lib/format.ts";
import { customerKeys } from "./api.ts";

const saleList = listOf(sale);

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
  const history = useQuery({
    queryKey: [...customerKeys.detail(customerId), "transactions"],
    queryFn: async ({ signal }) =>
      saleList.parse(
        await api.get(
          `customer/${customerId}/transactions`,
          { orgId: scope.orgId, locationId: scope.locationId },
          signal,
        ),
      ),
  });
  return (
    <Card>
      <CardHeader title="Purchase history" description="Sales to this customer at this location." />
      <CardContent>
        {history.isPending ? (
          <LoadingBlock />
        ) : !history.data?.data.length ? (
          <EmptyState icon={ReceiptText} title="No purchases yet" />
        ) : (
          <ul className="grid gap-2 text-sm">
            {history.data.data.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 border-b pb-2 last:border-0">
                <span>
                  Receipt #{s.receiptNumber} · {formatDate(s.completedAt)}
                </span>
                <span className="flex items-center gap-2">
                  {s.status !== "COMPLETED" && <Badge>{s.status.toLowerCase().replace("_", " ")}</Badge>}
                  <span className="font-medium tabular-nums">{formatMoney(s.totals.totalCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DailyLimits({ scope, customerId }: { scope: LocationScope; customerId: string }) {
  const limits = useQuery({
    queryKey: [...customerKeys.detail(customerId), "limits", scope.locationId],
    queryFn: async ({ signal }) =>
      limitUsage
        .nullable()
        .parse(await api.get(`customer/${customerId}/daily-purchase-limits`, { locationId: scope.locationId }, signal)),
  });
  const buckets = limits.data?.buckets ?? [];
  return (
    <Card>
      <CardHeader title="Today's purchase limits" description="Used and remaining at this location today." />
      <CardContent>
        {limits.isPending ? (
          <LoadingBlock />
        ) : buckets.length === 0 ? (
          <p className="text-sm text-muted-foreground">This location has no purchase limits.</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {buckets.map((b) => (
              <li key={b.bucketId} className="grid gap-1">
                <span className="flex justify-between gap-3">
                  <span>{b.label}</span>
                  <span className="tabular-nums">
                    {formatScaled(b.usedMg, 3)} g of {formatScaled(b.maxMg, 3)} g
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
      </CardContent>
    </Card>
  );
}
