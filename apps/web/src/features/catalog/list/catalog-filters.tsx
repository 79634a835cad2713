import { X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Combobox } from "../../../components/ui/combobox.tsx";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { LookupFilter } from "../lookups/lookup-picker.tsx";
import type { VendorChoice } from "../products/product-form.tsx";
import {
  type CatalogFilter,
  type CatalogSearch,
  filterIds,
  hasFilters,
  withFilter,
  withoutFilters,
} from "./catalog-search.ts";

const lookupFilters = [
  { filter: "brand", kind: "brand", label: "Brand" },
  { filter: "category", kind: "category", label: "Category" },
  { filter: "strain", kind: "strain", label: "Strain" },
  { filter: "tag", kind: "tag", label: "Tag" },
] as const;

/** The multi-value filters of spec §2, shared by both tabs. */
export function CatalogFilters(props: {
  scope: LocationScope;
  search: CatalogSearch;
  onChange: (next: CatalogSearch) => void;
  vendors: readonly VendorChoice[];
}) {
  const { search, onChange } = props;
  const set = (filter: CatalogFilter, ids: string[]) => onChange(withFilter(search, filter, ids));
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label="Filters">
      {lookupFilters.map(({ filter, kind, label }) => (
        <LookupFilter
          key={filter}
          scope={props.scope}
          kind={kind}
          label={label}
          value={filterIds(search, filter)}
          onChange={(ids) => set(filter, ids)}
        />
      ))}
      <Combobox
        variant="filter"
        multiple
        placeholder="Vendor"
        aria-label="Filter by vendor"
        searchPlaceholder="Search vendors"
        options={props.vendors.map((v) => ({ value: v.id, label: v.name }))}
        value={filterIds(search, "vendor")}
        onChange={(ids) => set("vendor", ids)}
      />
      {hasFilters(search) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(withoutFilters(search))}>
          <X /> Clear filters
        </Button>
      )}
    </fieldset>
  );
}
