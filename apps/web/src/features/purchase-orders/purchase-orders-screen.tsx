// /purchase-orders: counts and totals by status (GET /stats) as cards that also filter the list, a search by
// PO number or vendor, and the paged list; a row opens the order (a draft opens at its step).
import { useQuery } from "@tanstack/react-query";
import { type PurchaseOrder, type PurchaseOrderStatus, purchaseOrderStatuses } from "@verdant/shared/purchase-orders";
import { ClipboardList, Plus } from "lucide-react";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useRouteSearch } from "../../hooks/use-route-search.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { type PurchaseOrderListParams, purchaseOrderStatsQuery, purchaseOrdersQuery } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";
import { PoStatusBadge } from "./po-labels.tsx";

export type PurchaseOrderSearch = { status: PurchaseOrderStatus | "ALL"; search: string; page: number; limit: number };

export const toPurchaseOrderParams = (s: PurchaseOrderSearch): PurchaseOrderListParams => ({
  status: s.status === "ALL" ? undefined : s.status,
  search: s.search || undefined,
  page: s.page,
  limit: s.limit,
});

function StatusCards(props: {
  scope: LocationScope;
  value: PurchaseOrderSearch["status"];
  onChange: (status: PurchaseOrderSearch["status"]) => void;
}) {
  const t = useMessages(purchaseOrderMessages);
  const formatMoney = useMoney();
  const stats = useQuery(purchaseOrderStatsQuery(props.scope));
  const byStatus = new Map(stats.data?.byStatus.map((s) => [s.status, s]));
  const cards = [
    {
      status: "ALL" as const,
      label: t("list.allOrders"),
      count: stats.data?.count,
      totalCents: stats.data?.totalCents,
    },
    ...purchaseOrderStatuses.map((status) => ({
      status,
      label: t(`status.${status}`),
      count: byStatus.get(status)?.count ?? 0,
      totalCents: byStatus.get(status)?.totalCents ?? 0,
    })),
  ];
  return (
    <fieldset aria-label={t("list.byStatus")} className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {cards.map((card) => (
        <button
          key={card.status}
          type="button"
          aria-pressed={props.value === card.status}
          onClick={() => props.onChange(card.status)}
          className={cn(
            "grid gap-1 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:bg-accent",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
            props.value === card.status && "border-primary ring-1 ring-primary",
          )}
        >
          <span className="text-xs font-medium text-muted-foreground">{card.label}</span>
          {stats.isPending ? (
            <Skeleton className="h-7 w-12" />
          ) : (
            <span className="text-2xl font-semibold tabular-nums">{card.count ?? 0}</span>
          )}
          <span className="text-xs text-muted-foreground tabular-nums">
            {stats.isPending ? "\u00a0" : formatMoney(card.totalCents ?? 0)}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

/** The list at a location; its status, search and page live in the URL. */
export function PurchaseOrdersScreen(props: { scope: LocationScope; canWrite: boolean }) {
  const t = useMessages(purchaseOrderMessages);
  const formatMoney = useMoney();
  const { scope, canWrite } = props;
  const [search, onSearchChange] = useRouteSearch<PurchaseOrderSearch>({ replace: true });
  const list = useQuery(purchaseOrdersQuery(scope, toPurchaseOrderParams(search)));
  const filtered = search.status !== "ALL" || Boolean(search.search);
  const columns: Column<PurchaseOrder>[] = [
    {
      id: "number",
      header: t("column.poNumber"),
      cell: (po) => (
        <RecordLink to="/purchase-orders/$purchaseOrderId" params={{ purchaseOrderId: po.id }} className="font-mono">
          {po.poNumber}
        </RecordLink>
      ),
    },
    { id: "vendor", header: t("column.vendor"), cell: (po) => po.vendorName },
    {
      id: "status",
      header: t("column.status"),
      cell: (po) => (
        <span className="inline-flex items-center gap-2">
          <PoStatusBadge status={po.status} />
          {po.status === "DRAFT" && <span className="text-xs text-muted-foreground">{t(`step.${po.step}`)}</span>}
        </span>
      ),
    },
    { id: "items", header: t("column.items"), className: "text-right tabular-nums", cell: (po) => po.itemCount },
    {
      id: "total",
      header: t("column.total"),
      className: "text-right tabular-nums",
      cell: (po) => formatMoney(po.totalCents),
    },
    {
      id: "expected",
      header: t("column.expected"),
      className: "hidden md:table-cell",
      cell: (po) =>
        po.expectedAt ? formatDate(`${po.expectedAt}T00:00:00`) : <span className="text-muted-foreground">—</span>,
    },
    {
      id: "created",
      header: t("column.created"),
      className: "hidden lg:table-cell",
      cell: (po) => formatDate(po.createdAt),
    },
  ];
  return (
    <div className="grid gap-4">
      <StatusCards scope={scope} value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
      <ListToolbar
        search={search.search}
        placeholder={t("list.search")}
        onSearch={(text) => onSearchChange({ search: text, page: 1 })}
        action={
          canWrite && (
            <ButtonLink to="/purchase-orders/new">
              <Plus /> {t("list.new")}
            </ButtonLink>
          )
        }
      />
      <ListTable
        columns={columns}
        list={list}
        empty={
          <ListEmptyState
            icon={ClipboardList}
            searching={filtered}
            say={(word) => t(`list.${word}`)}
            action={
              canWrite && (
                <ButtonLink to="/purchase-orders/new" variant="outline">
                  <Plus /> {t("list.createFirst")}
                </ButtonLink>
              )
            }
          />
        }
        onPageChange={(page) => onSearchChange({ page })}
      />
    </div>
  );
}
