// The tax rate list's filters (spec §7: customerType, status, standalone), kept in the URL next to the search
// and page so a filtered list can be shared and survives a reload.
import { PAGE_SIZE } from "@verdant/shared";
import { taxCustomerTypes, taxRateStatuses } from "@verdant/shared/tax-rates";
import { X } from "lucide-react";
import { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/select.tsx";
import { listSearch } from "../../lib/list-search.ts";
import type { TaxRateListParams } from "./api.ts";
import { customerTypeLabels } from "./tax-rate-form.tsx";

/** A filter the URL holds wrong is dropped rather than refusing the page. */
export const taxRateSearchSchema = listSearch(PAGE_SIZE.tax).extend({
  customerType: z.enum(taxCustomerTypes).optional().catch(undefined),
  status: z.enum(taxRateStatuses).optional().catch(undefined),
  standalone: z.boolean().optional().catch(undefined),
});
export type TaxRateSearch = z.output<typeof taxRateSearchSchema>;

/** The URL's state as the list call's parameters (shared by the route loader and the screen). */
export const taxRateListParamsOf = (search: TaxRateSearch): TaxRateListParams => ({
  page: search.page,
  limit: search.limit,
  search: search.search || undefined,
  customerType: search.customerType,
  status: search.status,
  standalone: search.standalone,
});

export const hasTaxRateFilters = (search: TaxRateSearch) =>
  Boolean(search.search) ||
  search.customerType !== undefined ||
  search.status !== undefined ||
  search.standalone !== undefined;

// Not "ALL": that is a customer type of its own (rates for every customer).
const ALL = "any";
const groupings = { grouped: false, standalone: true } as const;

/** Customer type, status and grouping; any change starts again from the first page. */
export function TaxRateFilters(props: { search: TaxRateSearch; onChange: (next: TaxRateSearch) => void }) {
  const { search } = props;
  const change = (next: Partial<TaxRateSearch>) => props.onChange({ ...search, ...next, page: 1 });
  const grouping = search.standalone === undefined ? ALL : search.standalone ? "standalone" : "grouped";
  const filtered = search.customerType !== undefined || search.status !== undefined || search.standalone !== undefined;
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label="Filters">
      <Select
        aria-label="Customer type"
        className="w-52"
        value={search.customerType ?? ALL}
        onValueChange={(v) => change({ customerType: v === ALL ? undefined : (v as TaxRateSearch["customerType"]) })}
        options={[
          { value: ALL, label: "All customer types" },
          ...taxCustomerTypes.map((t) => ({ value: t, label: customerTypeLabels[t] })),
        ]}
      />
      <Select
        aria-label="Status"
        className="w-40"
        value={search.status ?? ALL}
        onValueChange={(v) => change({ status: v === ALL ? undefined : (v as TaxRateSearch["status"]) })}
        options={[
          { value: ALL, label: "All statuses" },
          { value: "ACTIVE", label: "Active" },
          { value: "INACTIVE", label: "Inactive" },
        ]}
      />
      <Select
        aria-label="Group"
        className="w-44"
        value={grouping}
        onValueChange={(v) => change({ standalone: v === ALL ? undefined : groupings[v as keyof typeof groupings] })}
        options={[
          { value: ALL, label: "In a group or not" },
          { value: "grouped", label: "In a tax group" },
          { value: "standalone", label: "Standalone" },
        ]}
      />
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => change({ customerType: undefined, status: undefined, standalone: undefined })}
        >
          <X /> Clear filters
        </Button>
      )}
    </fieldset>
  );
}
