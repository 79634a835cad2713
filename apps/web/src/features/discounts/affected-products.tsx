import { useQuery } from "@tanstack/react-query";
import type { affectedProduct } from "@verdant/shared/discounts";
import { PackageSearch } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { affectedProductsQuery } from "./api.ts";

type Row = z.infer<typeof affectedProduct>;
const columnsWith = (formatMoney: (cents: number) => string): Column<Row>[] => [
  { id: "name", header: "Product", cell: (p) => <span className="font-medium">{p.name}</span> },
  { id: "sku", header: "SKU", cell: (p) => <span className="text-muted-foreground">{p.sku ?? "—"}</span> },
  { id: "brand", header: "Brand", cell: (p) => p.brandName ?? "—" },
  { id: "category", header: "Category", cell: (p) => p.categoryName ?? "—" },
  {
    id: "price",
    header: "Price",
    className: "text-right",
    cell: (p) => <span className="tabular-nums">{formatMoney(p.priceCents)}</span>,
  },
];

/** The published products the discount's rules reach (search, 10 per page). */
export function AffectedProducts({ scope, discountId }: { scope: LocationScope; discountId: string }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery(affectedProductsQuery(scope, discountId, { page, search }));
  const columns = columnsWith(useMoney());
  return (
    <section className="grid gap-3" aria-label="Affected products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold">Affected products{list.data ? ` (${list.data.meta.total})` : ""}</h3>
        <SearchInput
          value={search}
          placeholder="Search affected products"
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(p) => p.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={PackageSearch}
            title={search ? "No affected product matches" : "No published product is affected"}
          />
        }
        footer={pageFooter(list.data?.meta, setPage)}
      />
    </section>
  );
}
