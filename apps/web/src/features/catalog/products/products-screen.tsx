import { useQuery } from "@tanstack/react-query";
import type { Product, ProductSortField } from "@verdant/shared/products";
import { Package, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { Column } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { pageFooter } from "../../../components/ui/pagination.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import type { SortOrder } from "../../../lib/list-view.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { productListQuery } from "./api.ts";
import { ProductEditorDialog, type ProductEditorTarget } from "./product-editor.tsx";
import type { VendorChoice } from "./product-form.tsx";
import { ProductTaxMenu } from "./product-tax-menu.tsx";
import { type ProductsSearch, productsQueryOf } from "./products-search.ts";
import { ProductsTable } from "./products-table.tsx";

/** The orders the filter bar offers (the Product and Price headers sort too): every API sort, both ways. */
const SORT_CHOICES = [
  { value: "name:asc", label: "Name, A to Z" },
  { value: "name:desc", label: "Name, Z to A" },
  { value: "sku:asc", label: "SKU, A to Z" },
  { value: "sku:desc", label: "SKU, Z to A" },
  { value: "price:asc", label: "Price, lowest first" },
  { value: "price:desc", label: "Price, highest first" },
  { value: "updatedAt:desc", label: "Recently changed" },
  { value: "updatedAt:asc", label: "Least recently changed" },
];

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
          placeholder="Search name, SKU or barcode"
          onSearch={(value) => onSearchChange({ ...search, search: value || undefined, page: undefined })}
        />
        <Select
          aria-label="Status"
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
            { value: "ALL", label: "All statuses" },
            { value: "PUBLISHED", label: "Active" },
            { value: "ARCHIVED", label: "Archived" },
          ]}
        />
        <Select
          aria-label="Sort by"
          className="w-44"
          value={`${sort.by}:${sort.order}`}
          onValueChange={(v) => {
            const [by, order] = v.split(":") as [ProductSortField, SortOrder];
            onSearchChange({ ...search, sortBy: by, sortOrder: order, page: undefined });
          }}
          options={SORT_CHOICES}
        />
        {canWrite && (
          <Button className="ml-auto" onClick={() => setEditor({ mode: "new" })}>
            <Plus /> New product
          </Button>
        )}
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
                    <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} onClick={() => open(p)}>
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
            title={filtered ? "No products match" : "No products yet"}
            description={filtered ? "Try another search or status." : "Build your catalog: add the products you sell."}
            action={
              canWrite && !filtered ? (
                <Button variant="outline" onClick={() => setEditor({ mode: "new" })}>
                  <Plus /> New product
                </Button>
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
