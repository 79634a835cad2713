import { X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Combobox } from "../../../components/ui/combobox.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { LookupFilter } from "../lookups/lookup-picker.tsx";
import { catalogMessages } from "../messages.ts";
import type { VendorChoice } from "../products/product-form.tsx";
import {
  type CatalogFilter,
  type CatalogSearch,
  filterIds,
  hasFilters,
  withFilter,
  withoutFilters,
} from "./catalog-search.ts";

const lookupFilters = ["brand", "category", "strain", "tag"] as const;

/** The multi-value filters of spec §2, shared by both tabs. */
export function CatalogFilters(props: {
  scope: LocationScope;
  search: CatalogSearch;
  onChange: (next: CatalogSearch) => void;
  vendors: readonly VendorChoice[];
}) {
  const { search, onChange } = props;
  const t = useMessages(catalogMessages);
  const set = (filter: CatalogFilter, ids: string[]) => onChange(withFilter(search, filter, ids));
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label={t("filters")}>
      {lookupFilters.map((filter) => (
        <LookupFilter
          key={filter}
          scope={props.scope}
          kind={filter}
          value={filterIds(search, filter)}
          onChange={(ids) => set(filter, ids)}
        />
      ))}
      <Combobox
        variant="filter"
        multiple
        placeholder={t("filter.vendor")}
        aria-label={t("filter.byVendor")}
        searchPlaceholder={t("search.vendors")}
        options={props.vendors.map((v) => ({ value: v.id, label: v.name }))}
        value={filterIds(search, "vendor")}
        onChange={(ids) => set("vendor", ids)}
      />
      {hasFilters(search) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(withoutFilters(search))}>
          <X /> {t("filters.clear")}
        </Button>
      )}
    </fieldset>
  );
}
