import { useQuery } from "@tanstack/react-query";
import type { Product, ProductSortField } from "@verdant/shared/products";
import { Package, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { Column } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { pageFooter } from "../../../components/ui/pagination.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { SortOrder } from "../../../lib/list-view.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { catalogMessages } from "../messages.ts";
import { productListQuery } from "./api.ts";
import { NewProductButton, ProductEditorDialog, type ProductEditorTarget } from "./product-editor.tsx";
import type { VendorChoice } from "./product-form.tsx";
import { ProductTaxMenu } from "./product-tax-menu.tsx";
import { type ProductsSearch, productsQueryOf } from "./products-search.ts";
import { ProductsTable } from "./products-table.tsx";

/** The orders the filter bar offers (the Product and Price headers sort too): every API sort, both ways. */
const SORT_CHOICES = [
  ["name:asc", "sort.nameAsc"],
  ["name:desc", "sort.nameDesc"],
  ["sku:asc", "sort.skuAsc"],
  ["sku:desc", "sort.skuDesc"],
  ["price:asc", "sort.priceAsc"],
  ["price:desc", "sort.priceDesc"],
  ["updatedAt:desc", "sort.updatedDesc"],
  ["updatedAt:asc", "sort.updatedAsc"],
] as const;

/** /products: every product with its back-office columns and the full editor. */
export function ProductsScreen(props: {
  scope: LocationScope;
  search: ProductsSearch;
  onSearchChange: (next: ProductsSearch) => void;
  currency: string;
  vendors: readonly VendorChoice[];
  canWrite: boolean;
  /** May assign tax groups (pricing.write): a row then offers its brand's or category's group. */
  canAssignTax?: boolean;
  /** Columns other areas add (the tax group), before the row actions. */
  extraColumns?: readonly Column<Product>[];
}) {
  const { scope, search, onSearchChange, canWrite } = props;
  const t = useMessages(catalogMessages);
  const list = useQuery(productListQuery(scope, productsQueryOf(search)));
  const [editor, setEditor] = useState<ProductEditorTarget>(null);
  const filtered = Boolean(search.search) || Boolean(search.status);
  const query = productsQueryOf(search);
  const sort = { by: query.sortBy, order: query.sortOrder };
  const open = (p: Product) => setEditor({ mode: "edit", id: p.id });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          className="min-w-40 flex-1"
          value={search.search ?? ""}
          placeholder={t("search.products")}
          onSearch={(value) => onSearchChange({ ...search, search: value || undefined, page: undefined })}
        />
        <Select
          aria-label={t("filter.status")}
          className="w-36"
          value={search.status ?? "ALL"}
          onValueChange={(v) =>
            onSearchChange({
              ...search,
              status: v === "ALL" ? undefined : (v as ProductsSearch["status"]),
              page: undefined,
            })
          }
          options={[
            { value: "ALL", label: t("filter.allStatuses") },
            { value: "PUBLISHED", label: t("tab.active") },
            { value: "ARCHIVED", label: t("tab.archived") },
          ]}
        />
        <Select
          aria-label={t("filter.sortBy")}
          className="w-44"
          value={`${sort.by}:${sort.order}`}
          onValueChange={(v) => {
            const [by, order] = v.split(":") as [ProductSortField, SortOrder];
            onSearchChange({ ...search, sortBy: by, sortOrder: order, page: undefined });
          }}
          options={SORT_CHOICES.map(([value, key]) => ({ value, label: t(key) }))}
        />
        {canWrite && <NewProductButton className="ml-auto" onClick={() => setEditor({ mode: "new" })} />}
      </div>
      <ProductsTable
        detail
        rows={list.data?.data}
        loading={list.isPending}
        sort={{
          ...sort,
          onChange: (next) =>
            onSearchChange({
              ...search,
              sortBy: next.by as ProductSortField,
              sortOrder: next.order,
              page: undefined,
            }),
        }}
        currency={props.currency}
        onOpen={canWrite ? open : undefined}
        extra={props.extraColumns}
        actions={
          canWrite || props.canAssignTax
            ? (p) => (
                <div className="flex justify-end gap-1">
                  {props.canAssignTax && <ProductTaxMenu product={p} />}
                  {canWrite && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("edit.row", { name: p.name })}
                      onClick={() => open(p)}
                    >
                      <Pencil />
                    </Button>
                  )}
                </div>
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={Package}
            title={t(filtered ? "empty.noMatch" : "empty.noProducts")}
            description={t(filtered ? "empty.tryStatus" : "empty.buildCatalog")}
            action={
              canWrite && !filtered ? (
                <NewProductButton outline onClick={() => setEditor({ mode: "new" })} />
              ) : undefined
            }
          />
        }
        footer={pageFooter(
          list.data?.meta,
          (page) => onSearchChange({ ...search, page: page > 1 ? page : undefined }),
          (limit) => onSearchChange({ ...search, limit, page: undefined }),
        )}
      />
      <ProductEditorDialog
        scope={scope}
        target={editor}
        onClose={() => setEditor(null)}
        currency={props.currency}
        vendors={props.vendors}
        canCreateLookups={canWrite}
      />
    </div>
  );
}
