import { useQuery } from "@tanstack/react-query";
import type { Product, ProductStatus } from "@verdant/shared/products";
import { Archive, ArchiveRestore, PackageSearch } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { pageFooter } from "../../../components/ui/pagination.tsx";
import { BulkBar } from "../../../components/ui/row-actions.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { useRowSelection } from "../../../hooks/use-row-selection.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { catalogMessages } from "../messages.ts";
import { productListQuery, useSetProductStatus, useSetProductsStatus } from "../products/api.ts";
import { NewProductButton, ProductEditorDialog, type ProductEditorTarget } from "../products/product-editor.tsx";
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
  const t = useMessages(catalogMessages);
  const tab: CatalogTab = search.tab ?? "active";
  const panelId = useId();
  const state = tabState(search, tab);
  const query = productQueryOf(search, tab);
  const list = useQuery(productListQuery(scope, query));
  const rows = list.data?.data;
  const setOne = useSetProductStatus(scope);
  const setMany = useSetProductsStatus(scope);
  const [editor, setEditor] = useState<ProductEditorTarget>(null);
  // A selection belongs to one page of one list: it is dropped when the list changes.
  const selection = useRowSelection(rows, (p) => p.id, { resetKey: JSON.stringify(query) });
  const target: ProductStatus = tab === "active" ? "ARCHIVED" : "PUBLISHED";
  const archiving = tab === "active";

  const afterChange = (affected: number) => {
    selection.clear();
    const page = pageAfterStatusChange(state.page, rows?.length ?? 0, affected);
    if (page !== state.page) onSearchChange(withTabState(search, tab, { page }));
  };
  const changeOne = (product: Product) =>
    setOne.mutate({ id: product.id, status: target }, { onSuccess: () => afterChange(1) });
  const changeSelected = () =>
    setMany.mutate(
      { productIds: selection.ids, status: target },
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
            <TabsTrigger value="active" aria-controls={panelId}>
              {t("tab.active")}
            </TabsTrigger>
            <TabsTrigger value="archived" aria-controls={panelId}>
              {t("tab.archived")}
            </TabsTrigger>
          </TabsList>
          {canWrite && <NewProductButton onClick={() => setEditor({ mode: "new" })} />}
        </div>
      </Tabs>
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          key={tab}
          value={state.search}
          placeholder={t("search.products")}
          onSearch={(value) => onSearchChange(withTabState(search, tab, { search: value }))}
        />
        <CatalogFilters scope={scope} search={search} onChange={onSearchChange} vendors={props.vendors} />
      </div>
      {canWrite && (
        <BulkBar selection={selection}>
          <Button size="sm" loading={setMany.isPending} onClick={changeSelected}>
            {archiving ? <Archive /> : <ArchiveRestore />} {t(archiving ? "bulk.archive" : "bulk.restore")}
          </Button>
        </BulkBar>
      )}
      {/* The tabs switch this list (Radix's own panels are not used: its aria-controls would name none). */}
      <div id={panelId} role="tabpanel" aria-label={t(archiving ? "panel.active" : "panel.archived")}>
        <ProductsTable
          rows={rows}
          loading={list.isPending}
          currency={props.currency}
          selection={canWrite ? selection : undefined}
          onOpen={canWrite ? (p) => setEditor({ mode: "edit", id: p.id }) : undefined}
          actions={
            canWrite
              ? (p) => (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t(archiving ? "row.archive" : "row.restore", { name: p.name })}
                    title={t(archiving ? "verb.archive" : "verb.restore")}
                    disabled={setOne.isPending && setOne.variables?.id === p.id}
                    onClick={() => changeOne(p)}
                  >
                    {archiving ? <Archive /> : <ArchiveRestore />}
                  </Button>
                )
              : undefined
          }
          empty={
            <EmptyState
              icon={PackageSearch}
              title={t(searching ? "empty.noMatch" : archiving ? "empty.noActive" : "empty.noArchived")}
              description={t(searching ? "empty.tryAnother" : archiving ? "empty.activeHint" : "empty.archivedHint")}
              action={
                canWrite && tab === "active" && !searching ? (
                  <NewProductButton outline onClick={() => setEditor({ mode: "new" })} />
                ) : undefined
              }
            />
          }
          footer={pageFooter(
            list.data?.meta,
            (page) => onSearchChange(withTabState(search, tab, { page })),
            (limit) => onSearchChange(withTabState(search, tab, { limit })),
          )}
        />
      </div>
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
