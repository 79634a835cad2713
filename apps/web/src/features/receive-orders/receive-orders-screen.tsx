// The receive orders of the location: search (vendor, PO number, notes), the catalog filters of the items,
// a received-between range, sorting and paging, all in the URL; a row opens the order.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReceiveOrder } from "@verdant/shared/receive-orders";
import { ArrowDownUp, PackageCheck, Plus, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { receiveOrdersQuery } from "./api.ts";
import { NewReceiveOrderDialog } from "./new-receive-order.tsx";
import { hasReceiveOrderFilters, type ReceiveOrderSearch, toReceiveOrderParams } from "./receive-order-search.ts";
import { RoStatusBadge } from "./ro-labels.tsx";

export type RenderItemFilter = (props: {
  kind: "brand" | "category" | "tag";
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) => ReactNode;

const sorts = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "receivedAt:desc", label: "Received, latest first" },
  { value: "receivedAt:asc", label: "Received, earliest first" },
  { value: "status:asc", label: "Status" },
];
const itemFilters = [
  { kind: "brand", key: "brandIds", label: "Brand" },
  { kind: "category", key: "categoryIds", label: "Category" },
  { kind: "tag", key: "tagIds", label: "Tag" },
] as const;

const day = (iso: string | null) => (iso ? formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso) : "—");

export function ReceiveOrdersScreen(props: {
  scope: LocationScope;
  search: ReceiveOrderSearch;
  onSearchChange: (next: Partial<ReceiveOrderSearch>) => void;
  onOpen: (id: string) => void;
  canWrite: boolean;
  renderItemFilter?: RenderItemFilter;
}) {
  const formatMoney = useMoney();
  const { scope, search, canWrite } = props;
  const set = (next: Partial<ReceiveOrderSearch>) => props.onSearchChange({ ...next, page: 1 });
  const list = useQuery(receiveOrdersQuery(scope, toReceiveOrderParams(search)));
  const [creating, setCreating] = useState(false);
  const filtered = hasReceiveOrderFilters(search);
  const columns: Column<ReceiveOrder>[] = [
    {
      id: "received",
      header: "Received",
      cell: (ro) => (
        <Link
          to="/purchase-orders/receive/$receiveOrderId"
          params={{ receiveOrderId: ro.id }}
          className="font-medium hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {day(ro.receivedAt ?? ro.createdAt)}
        </Link>
      ),
    },
    {
      id: "po",
      header: "Purchase order",
      cell: (ro) =>
        ro.poNumber ? (
          <span className="font-mono">{ro.poNumber}</span>
        ) : (
          <span className="text-muted-foreground">None</span>
        ),
    },
    { id: "vendor", header: "Vendor", cell: (ro) => ro.vendorName ?? <span className="text-muted-foreground">—</span> },
    { id: "status", header: "Status", cell: (ro) => <RoStatusBadge status={ro.status} /> },
    { id: "items", header: "Items", className: "text-right tabular-nums", cell: (ro) => ro.itemCount },
    { id: "cost", header: "Cost", className: "text-right tabular-nums", cell: (ro) => formatMoney(ro.totalCostCents) },
  ];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={search.search}
          placeholder="Search vendor, PO number or notes"
          onSearch={(text) => set({ search: text })}
        />
        <Select
          aria-label="Sort"
          className="w-52"
          value={`${search.sortBy}:${search.sortOrder}`}
          onValueChange={(value) => {
            const [sortBy, sortOrder] = value.split(":") as [
              ReceiveOrderSearch["sortBy"],
              ReceiveOrderSearch["sortOrder"],
            ];
            set({ sortBy, sortOrder });
          }}
          options={sorts.map((s) => ({
            ...s,
            label: (
              <span className="inline-flex items-center gap-2">
                <ArrowDownUp className="size-3.5 opacity-60" />
                {s.label}
              </span>
            ),
          }))}
        />
        <div className="flex-1" />
        {canWrite && (
          <Button onClick={() => setCreating(true)}>
            <Plus /> New receive order
          </Button>
        )}
      </div>
      <fieldset className="flex flex-wrap items-center gap-2" aria-label="Filters">
        {props.renderItemFilter &&
          itemFilters.map(({ kind, key, label }) => (
            <span key={kind}>
              {props.renderItemFilter?.({ kind, label, value: search[key], onChange: (ids) => set({ [key]: ids }) })}
            </span>
          ))}
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          From
          <Input
            type="date"
            aria-label="Received from"
            className="h-8 w-40"
            value={search.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          to
          <Input
            type="date"
            aria-label="Received to"
            className="h-8 w-40"
            value={search.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </span>
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set({ search: "", brandIds: [], categoryIds: [], tagIds: [], startDate: "", endDate: "" })}
          >
            <X /> Clear filters
          </Button>
        )}
      </fieldset>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(ro) => ro.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={PackageCheck}
            title={filtered ? "No receive order matches" : "No receive orders yet"}
            description={
              filtered
                ? "Try another search, filter or date range."
                : "When a delivery arrives, receive it here, place it in rooms and process it into inventory."
            }
          />
        }
        footer={pageFooter(
          list.data?.meta,
          (page) => props.onSearchChange({ page }),
          (limit) => props.onSearchChange({ limit, page: 1 }),
        )}
      />
      <NewReceiveOrderDialog scope={scope} open={creating} onOpenChange={setCreating} onCreated={props.onOpen} />
    </div>
  );
}
