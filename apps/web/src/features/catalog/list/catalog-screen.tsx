import { useQuery } from "@tanstack/react-query";
import { DEBOUNCE } from "@verdant/shared";
import type { Product, ProductStatus } from "@verdant/shared/products";
import { Archive, ArchiveRestore, PackageSearch, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { productListQuery, useSetProductStatus, useSetProductsStatus } from "../products/api.ts";
import { ProductEditorDialog, type ProductEditorTarget } from "../products/product-editor.tsx";
import type { VendorChoice } from "../products/product-form.tsx";
import { ProductsTable } from "../products/products-table.tsx";
import { CatalogFilters } from "./catalog-filters.tsx";
import {
  type CatalogSearch,
  type CatalogTab,
  hasFilters,
  pageAfterStatusChange,
  productQueryOf,
  tabState,
  withTabState,
} from "./catalog-search.ts";

type CatalogScreenProps = {
  scope: LocationScope;
  search: CatalogSearch;
  onSearchChange: (next: CatalogSearch) => void;
  currency: string;
  vendors: readonly VendorChoice[];
  canWrite: boolean;
};

/** Spec §2 Catalog screen: active and archived tabs, filters, search, paging and archive/restore, all in the URL. */
export function CatalogScreen(props: CatalogScreenProps) {
  const { scope, search, onSearchChange, canWrite } = props;
  const tab: CatalogTab = search.tab ?? "active";
  const state = tabState(search, tab);
  const query = productQueryOf(search, tab);
  const list = useQuery(productListQuery(scope, query));
  const rows = list.data?.data;
  const setOne = useSetProductStatus(scope);
  const setMany = useSetProductsStatus(scope);
  const [editor, setEditor] = useState<ProductEditorTarget>(null);
  // A selection belongs to one page of one list: it is dropped when the list changes.
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: "", ids: new Set() });
  const listKey = JSON.stringify(query);
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const target: ProductStatus = tab === "active" ? "ARCHIVED" : "PUBLISHED";
  const verb = tab === "active" ? "Archive" : "Restore";

  const afterChange = (affected: number) => {
    setSelection({ key: "", ids: new Set() });
    const page = pageAfterStatusChange(state.page, rows?.length ?? 0, affected);
    if (page !== state.page) onSearchChange(withTabState(search, tab, { page }));
  };
  const changeOne = (product: Product) =>
    setOne.mutate({ id: product.id, status: target }, { onSuccess: () => afterChange(1) });
  const changeSelected = () =>
    setMany.mutate(
      { productIds: [...selected], status: target },
      { onSuccess: (result) => afterChange(result.successCount) },
    );

  const searching = Boolean(state.search) || hasFilters(search);
  return (
    <div className="grid gap-4">
      <Tabs
        value={tab}
        onValueChange={(value) => onSearchChange({ ...search, tab: value === "archived" ? "archived" : undefined })}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="archived">Archived</TabsTrigger>
          </TabsList>
          {canWrite && (
            <Button onClick={() => setEditor({ mode: "new" })}>
              <Plus /> New product
            </Button>
          )}
        </div>
      </Tabs>
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          key={tab}
          value={state.search}
          delay={DEBOUNCE.catalogSearch}
          placeholder="Search name, SKU or barcode"
          onSearch={(value) => onSearchChange(withTabState(search, tab, { search: value }))}
        />
        <CatalogFilters scope={scope} search={search} onChange={onSearchChange} vendors={props.vendors} />
      </div>
      {canWrite && selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-accent/50 px-4 py-2 text-sm animate-fade-in">
          <span className="font-medium">{selected.size} selected</span>
          <Button size="sm" loading={setMany.isPending} onClick={changeSelected}>
            {tab === "active" ? <Archive /> : <ArchiveRestore />} {verb} selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({ key: "", ids: new Set() })}>
            Clear selection
          </Button>
        </div>
      )}
      <ProductsTable
        rows={rows}
        loading={list.isPending}
        currency={props.currency}
        selection={canWrite ? { selected, onChange: (ids) => setSelection({ key: listKey, ids }) } : undefined}
        onOpen={canWrite ? (p) => setEditor({ mode: "edit", id: p.id }) : undefined}
        actions={
          canWrite
            ? (p) => (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${verb} ${p.name}`}
                  title={verb}
                  disabled={setOne.isPending && setOne.variables?.id === p.id}
                  onClick={() => changeOne(p)}
                >
                  {tab === "active" ? <Archive /> : <ArchiveRestore />}
                </Button>
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={PackageSearch}
            title={
              searching ? "No products match" : tab === "active" ? "No active products yet" : "Nothing is archived"
            }
            description={
              searching
                ? "Try another search or clear the filters."
                : tab === "active"
                  ? "Products you add appear here, ready to sell."
                  : "Archived products leave the register but keep their history. Restore them here."
            }
            action={
              canWrite && tab === "active" && !searching ? (
                <Button variant="outline" onClick={() => setEditor({ mode: "new" })}>
                  <Plus /> New product
                </Button>
              ) : undefined
            }
          />
        }
        footer={
          list.data &&
          list.data.meta.total > 0 && (
            <Pagination
              meta={list.data.meta}
              onPageChange={(page) => onSearchChange(withTabState(search, tab, { page }))}
              onLimitChange={(limit) => onSearchChange(withTabState(search, tab, { limit }))}
            />
          )
        }
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
