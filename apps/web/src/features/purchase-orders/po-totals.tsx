// The totals preview of an order (GET calculate-preview): subtotal, tax and total per line and overall, as
// the server computes them (tax per line, rounded half up to the cent).
import { useQuery } from "@tanstack/react-query";
import type { PurchaseOrderPreview } from "@verdant/shared/purchase-orders";
import { Calculator } from "lucide-react";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { purchaseOrderPreviewQuery } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";

type Line = PurchaseOrderPreview["lines"][number];

export function PoTotals({ scope, purchaseOrderId }: { scope: LocationScope; purchaseOrderId: string }) {
  const t = useMessages(purchaseOrderMessages);
  const formatMoney = useMoney();
  const preview = useQuery(purchaseOrderPreviewQuery(scope, purchaseOrderId));
  const money = (cents: number) => formatMoney(cents);
  const columns: Column<Line>[] = [
    { id: "product", header: t("column.product"), cell: (l) => <span className="font-medium">{l.productName}</span> },
    {
      id: "subtotal",
      header: t("column.subtotal"),
      className: "text-right tabular-nums",
      cell: (l) => money(l.subtotalCents),
    },
    { id: "tax", header: t("column.tax"), className: "text-right tabular-nums", cell: (l) => money(l.taxCents) },
    {
      id: "total",
      header: t("column.total"),
      className: "text-right tabular-nums font-medium",
      cell: (l) => money(l.totalCents),
    },
  ];
  const data = preview.data;
  return (
    <DataTable
      columns={columns}
      rows={data?.lines}
      rowKey={(l) => l.itemId}
      loading={preview.isPending}
      empty={<EmptyState icon={Calculator} title={t("totals.none")} />}
      footer={
        data && (
          <dl className="ml-auto grid max-w-xs gap-1.5 px-4 py-3 text-sm">
            <div className="flex justify-between gap-8">
              <dt className="text-muted-foreground">{t("totals.subtotal")}</dt>
              <dd className="tabular-nums">{money(data.subtotalCents)}</dd>
            </div>
            <div className="flex justify-between gap-8">
              <dt className="text-muted-foreground">{t("totals.tax", { rate: formatRate(data.taxRatePpm) })}</dt>
              <dd className="tabular-nums">{money(data.taxCents)}</dd>
            </div>
            <div className="flex justify-between gap-8 border-t pt-1.5 text-base font-semibold">
              <dt>{t("totals.total")}</dt>
              <dd className="tabular-nums" data-testid="po-total">
                {money(data.totalCents)}
              </dd>
            </div>
          </dl>
        )
      }
    />
  );
}
