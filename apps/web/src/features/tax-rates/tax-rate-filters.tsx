// The tax rate list's filters (spec §7: customerType, status, standalone), kept in the URL next to the search
// and page so a filtered list can be shared and survives a reload (the URL's schema: tax-rate-search.ts).
import { taxCustomerTypes } from "@verdant/shared/tax-rates";
import { X } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { taxRateMessages } from "./messages.ts";
import type { TaxRateSearch } from "./tax-rate-search.ts";

// Not "ALL": that is a customer type of its own (rates for every customer).
const ALL = "any";
const groupings = { grouped: false, standalone: true } as const;

/** Customer type, status and grouping; any change starts again from the first page. */
export function TaxRateFilters(props: { search: TaxRateSearch; onChange: (next: TaxRateSearch) => void }) {
  const { search } = props;
  const t = useMessages(taxRateMessages);
  const change = (next: Partial<TaxRateSearch>) => props.onChange({ ...search, ...next, page: 1 });
  const grouping = search.standalone === undefined ? ALL : search.standalone ? "standalone" : "grouped";
  const filtered = search.customerType !== undefined || search.status !== undefined || search.standalone !== undefined;
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label={t("filters.label")}>
      <Select
        aria-label={t("filters.customerType")}
        className="w-52"
        value={search.customerType ?? ALL}
        onValueChange={(v) => change({ customerType: v === ALL ? undefined : (v as TaxRateSearch["customerType"]) })}
        options={[
          { value: ALL, label: t("filters.allCustomerTypes") },
          ...taxCustomerTypes.map((type) => ({ value: type, label: t(`customer.${type}`) })),
        ]}
      />
      <Select
        aria-label={t("filters.status")}
        className="w-40"
        value={search.status ?? ALL}
        onValueChange={(v) => change({ status: v === ALL ? undefined : (v as TaxRateSearch["status"]) })}
        options={[
          { value: ALL, label: t("filters.allStatuses") },
          { value: "ACTIVE", label: t("list.active") },
          { value: "INACTIVE", label: t("list.inactive") },
        ]}
      />
      <Select
        aria-label={t("filters.group")}
        className="w-44"
        value={grouping}
        onValueChange={(v) => change({ standalone: v === ALL ? undefined : groupings[v as keyof typeof groupings] })}
        options={[
          { value: ALL, label: t("filters.anyGrouping") },
          { value: "grouped", label: t("filters.grouped") },
          { value: "standalone", label: t("filters.standalone") },
        ]}
      />
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => change({ customerType: undefined, status: undefined, standalone: undefined })}
        >
          <X /> {t("filters.clear")}
        </Button>
      )}
    </fieldset>
  );
}
