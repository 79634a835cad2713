import { useQuery } from "@tanstack/react-query";
import type { affectedProduct } from "@verdant/shared/discounts";
import { PackageSearch } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import type { Column } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { affectedProductsQuery } from "./api.ts";
import { type DiscountWords, discountMessages } from "./messages.ts";

type Row = z.infer<typeof affectedProduct>;
const columnsWith = (formatMoney: (cents: number) => string, t: DiscountWords): Column<Row>[] => [
  { id: "name", header: t("affected.product"), cell: (p) => <span className="font-medium">{p.name}</span> },
  { id: "sku", header: t("affected.sku"), cell: (p) => <span className="text-muted-foreground">{p.sku ?? "—"}</span> },
  { id: "brand", header: t("affected.brand"), cell: (p) => p.brandName ?? "—" },
  { id: "category", header: t("affected.category"), cell: (p) => p.categoryName ?? "—" },
  {
    id: "price",
    header: t("affected.price"),
    className: "text-right",
    cell: (p) => <span className="tabular-nums">{formatMoney(p.priceCents)}</span>,
  },
];

/** The published products the discount's rules reach (search, 10 per page). */
export function AffectedProducts({ scope, discountId }: { scope: LocationScope; discountId: string }) {
  const t = useMessages(discountMessages);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery(affectedProductsQuery(scope, discountId, { page, search }));
  const columns = columnsWith(useMoney(), t);
  return (
    <section className="grid gap-3" aria-label={t("affected.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold">
          {list.data ? t("affected.titleCount", { count: list.data.meta.total }) : t("affected.title")}
        </h3>
        <SearchInput
          value={search}
          placeholder={t("affected.search")}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <ListTable
        columns={columns}
        list={list}
        empty={<EmptyState icon={PackageSearch} title={search ? t("affected.noMatch") : t("affected.none")} />}
        onPageChange={setPage}
      />
    </section>
  );
}
