// The receive orders of the location: search (vendor, PO number, notes), the catalog filters of the items,
// a received-between range, sorting and paging, all in the URL; a row opens the order.
import { useQuery } from "@tanstack/react-query";
import type { ReceiveOrder } from "@verdant/shared/receive-orders";
import { ArrowDownUp, PackageCheck, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { AddButton, ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useRouteSearch } from "../../hooks/use-route-search.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { receiveOrdersQuery } from "./api.ts";
import { receiveOrderMessages } from "./messages.ts";
import { NewReceiveOrderDialog } from "./new-receive-order.tsx";
import { hasReceiveOrderFilters, type ReceiveOrderSearch, toReceiveOrderParams } from "./receive-order-search.ts";
import { RoStatusBadge } from "./ro-labels.tsx";

export type RenderItemFilter = (props: {
  kind: "brand" | "category" | "tag";
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) => ReactNode;

const sorts = ["createdAt:desc", "createdAt:asc", "receivedAt:desc", "receivedAt:asc", "status:asc"] as const;
const itemFilters = [
  { kind: "brand", key: "brandIds" },
  { kind: "category", key: "categoryIds" },
  { kind: "tag", key: "tagIds" },
] as const;
/** The received-between range: its two ends. */
const range = [
  { key: "startDate", lead: "filter.from", label: "filter.receivedFrom" },
  { key: "endDate", lead: "filter.to", label: "filter.receivedTo" },
] as const;

const day = (iso: string | null) => (iso ? formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso) : "—");

export function ReceiveOrdersScreen(props: {
  scope: LocationScope;
  onOpen: (id: string) => void;
  canWrite: boolean;
  renderItemFilter?: RenderItemFilter;
}) {
  const t = useMessages(receiveOrderMessages);
  const formatMoney = useMoney();
  const { scope, canWrite } = props;
  const [search, onSearchChange] = useRouteSearch<ReceiveOrderSearch>({ replace: true });
  const set = (next: Partial<ReceiveOrderSearch>) => onSearchChange({ ...next, page: 1 });
  const list = useQuery(receiveOrdersQuery(scope, toReceiveOrderParams(search)));
  const [creating, setCreating] = useState(false);
  const filtered = hasReceiveOrderFilters(search);
  const columns: Column<ReceiveOrder>[] = [
    {
      id: "received",
      header: t("column.received"),
      cell: (ro) => (
        <RecordLink to="/purchase-orders/receive/$receiveOrderId" params={{ receiveOrderId: ro.id }}>
          {day(ro.receivedAt ?? ro.createdAt)}
        </RecordLink>
      ),
    },
    {
      id: "po",
      header: t("column.purchaseOrder"),
      cell: (ro) =>
        ro.poNumber ? (
          <span className="font-mono">{ro.poNumber}</span>
        ) : (
          <span className="text-muted-foreground">{t("column.none")}</span>
        ),
    },
    {
      id: "vendor",
      header: t("column.vendor"),
      cell: (ro) => ro.vendorName ?? <span className="text-muted-foreground">—</span>,
    },
    { id: "status", header: t("column.status"), cell: (ro) => <RoStatusBadge status={ro.status} /> },
    { id: "items", header: t("column.items"), className: "text-right tabular-nums", cell: (ro) => ro.itemCount },
    {
      id: "cost",
      header: t("column.cost"),
      className: "text-right tabular-nums",
      cell: (ro) => formatMoney(ro.totalCostCents),
    },
  ];
  return (
    <div className="grid gap-4">
      <ListToolbar
        search={search.search}
        placeholder={t("list.search")}
        onSearch={(text) => set({ search: text })}
        action={canWrite && <AddButton onClick={() => setCreating(true)}>{t("list.new")}</AddButton>}
      >
        <Select
          aria-label={t("sort.label")}
          className="w-52"
          value={`${search.sortBy}:${search.sortOrder}`}
          onValueChange={(value) => {
            const [sortBy, sortOrder] = value.split(":") as [
              ReceiveOrderSearch["sortBy"],
              ReceiveOrderSearch["sortOrder"],
            ];
            set({ sortBy, sortOrder });
          }}
          options={sorts.map((value) => ({
            value,
            label: (
              <span className="inline-flex items-center gap-2">
                <ArrowDownUp className="size-3.5 opacity-60" />
                {t(`sort.${value}`)}
              </span>
            ),
          }))}
        />
      </ListToolbar>
      <fieldset className="flex flex-wrap items-center gap-2" aria-label={t("filter.label")}>
        {props.renderItemFilter &&
          itemFilters.map(({ kind, key }) => (
            <span key={kind}>
              {props.renderItemFilter?.({
                kind,
                label: t(`filter.${kind}`),
                value: search[key],
                onChange: (ids) => set({ [key]: ids }),
              })}
            </span>
          ))}
        {range.map((end) => (
          <span key={end.key} className="flex items-center gap-2 text-sm text-muted-foreground">
            {t(end.lead)}
            <Input
              type="date"
              aria-label={t(end.label)}
              className="h-8 w-40"
              value={search[end.key]}
              onChange={(e) => set({ [end.key]: e.target.value })}
            />
          </span>
        ))}
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set({ search: "", brandIds: [], categoryIds: [], tagIds: [], startDate: "", endDate: "" })}
          >
            <X /> {t("filter.clear")}
          </Button>
        )}
      </fieldset>
      <ListTable
        columns={columns}
        list={list}
        empty={<ListEmptyState icon={PackageCheck} searching={filtered} say={(word) => t(`list.${word}`)} />}
        onPageChange={(page) => onSearchChange({ page })}
        onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      />
      <NewReceiveOrderDialog scope={scope} open={creating} onOpenChange={setCreating} onCreated={props.onOpen} />
    </div>
  );
}
