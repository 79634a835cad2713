import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { AtLocation } from "../../../../components/no-location.tsx";
import { AddButton, ListToolbar } from "../../../../components/ui/list-toolbar.tsx";
import { allTaxGroupsQuery } from "../../../../features/tax-groups/api.ts";
import { taxRatesQuery } from "../../../../features/tax-rates/api.ts";
import { taxRateMessages } from "../../../../features/tax-rates/messages.ts";
import { TaxRateDialog } from "../../../../features/tax-rates/tax-rate-dialog.tsx";
import { TaxRateFilters } from "../../../../features/tax-rates/tax-rate-filters.tsx";
import {
  hasTaxRateFilters,
  taxRateListParamsOf,
  taxRateSearchSchema,
} from "../../../../features/tax-rates/tax-rate-search.ts";
import { TaxRatesTable } from "../../../../features/tax-rates/tax-rates-table.tsx";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/rates")({
  validateSearch: taxRateSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(taxRatesQuery(scope, taxRateListParamsOf(deps))),
    ),
  component: TaxRatesPage,
});

function TaxRatesPage() {
  const t = useMessages(taxRateMessages);
  return <AtLocation title={t("page.rates")}>{(scope) => <TaxRates scope={scope} />}</AtLocation>;
}

function TaxRates({ scope }: { scope: LocationScope }) {
  const t = useMessages(taxRateMessages);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("pricing.write");
  const [creating, setCreating] = useState(false);
  const list = useQuery(taxRatesQuery(scope, taxRateListParamsOf(search)));
  const groups = useQuery(allTaxGroupsQuery(scope)).data?.data ?? [];
  return (
    <>
      <ListToolbar
        className="mb-3"
        search={search.search}
        placeholder={t("list.search")}
        onSearch={(value) => navigate({ search: (prev) => ({ ...prev, page: 1, search: value }) })}
        action={canWrite && <AddButton onClick={() => setCreating(true)}>{t("list.new")}</AddButton>}
      />
      <div className="mb-4">
        <TaxRateFilters search={search} onChange={(next) => navigate({ search: next })} />
      </div>
      <TaxRatesTable
        scope={scope}
        list={list.data}
        loading={list.isPending}
        searching={hasTaxRateFilters(search)}
        canWrite={canWrite}
        groups={groups}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
        onLimitChange={(limit) => navigate({ search: (prev) => ({ ...prev, limit, page: 1 }) })}
      />
      <TaxRateDialog scope={scope} open={creating} onOpenChange={setCreating} groups={groups} />
    </>
  );
}
