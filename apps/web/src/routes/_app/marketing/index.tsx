import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { DISCOUNT_STATUSES } from "@verdant/shared/pricing/pricing.types";
import { Plus } from "lucide-react";
import { z } from "zod";
import { LocationPage } from "../../../components/no-location.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { ListToolbar } from "../../../components/ui/list-toolbar.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { discountsQuery, firstDiscountsPage } from "../../../features/discounts/api.ts";
import { CombinationModeCard } from "../../../features/discounts/combination-mode.tsx";
import { DiscountsTable } from "../../../features/discounts/discounts-table.tsx";
import { discountMessages } from "../../../features/discounts/messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { listSearch } from "../../../lib/list-search.ts";
import { atSelectedLocation, type LocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";
import { customerGroupsQuery } from "../../../lib/queries/customers.ts";

const ALL = "all";
const searchSchema = listSearch(PAGE_SIZE.discounts).extend({
  status: z.enum(DISCOUNT_STATUSES).optional().catch(undefined),
  customerGroupIds: z.array(z.string()).optional().catch(undefined),
});

export const Route = createFileRoute("/_app/marketing/")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      // Spec §7 prefetch: page 1 of 20, whatever page the URL asks for.
      void context.queryClient.prefetchQuery(firstDiscountsPage(scope));
      void context.queryClient.prefetchQuery(discountsQuery(scope, deps));
    }),
  component: MarketingPage,
});

function MarketingPage() {
  const t = useMessages(discountMessages);
  const canWrite = useCan("pricing.write");
  return (
    <LocationPage
      title={t("page.title")}
      description={t("page.description")}
      actions={
        canWrite && (
          <ButtonLink to="/marketing/discount">
            <Plus /> {t("page.new")}
          </ButtonLink>
        )
      }
    >
      {(scope) => <Discounts scope={scope} canWrite={canWrite} />}
    </LocationPage>
  );
}

function Discounts({ scope, canWrite }: { scope: LocationScope; canWrite: boolean }) {
  const t = useMessages(discountMessages);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery(discountsQuery(scope, search));
  const groups = useQuery(customerGroupsQuery(scope)).data ?? [];
  const filter = (patch: Partial<typeof search>) => navigate({ search: (prev) => ({ ...prev, ...patch, page: 1 }) });
  const groupFilter = search.customerGroupIds?.[0];
  return (
    <div className="grid gap-4">
      <CombinationModeCard scope={scope} canWrite={canWrite} />
      <ListToolbar
        search={search.search}
        placeholder={t("filter.search")}
        onSearch={(value) => filter({ search: value })}
      >
        <Select
          aria-label={t("filter.status")}
          className="w-40"
          value={search.status ?? ALL}
          onValueChange={(v) => filter({ status: v === ALL ? undefined : (v as (typeof DISCOUNT_STATUSES)[number]) })}
          options={[
            { value: ALL, label: t("filter.everyStatus") },
            ...DISCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        {groups.length > 0 && (
          <Select
            aria-label={t("filter.group")}
            className="w-56"
            value={groupFilter ?? ALL}
            onValueChange={(v) => filter({ customerGroupIds: v === ALL ? undefined : [v] })}
            options={[
              { value: ALL, label: t("filter.everyGroup") },
              ...groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        )}
      </ListToolbar>
      <DiscountsTable
        scope={scope}
        list={list.data}
        loading={list.isPending}
        filtered={Boolean(search.search || search.status || groupFilter)}
        canWrite={canWrite}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
      />
    </div>
  );
}
