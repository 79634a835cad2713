import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { transactionsQuery } from "../../features/transactions/api.ts";
import { transactionMessages } from "../../features/transactions/messages.ts";
import { TransactionsScreen } from "../../features/transactions/transactions-screen.tsx";
import { toTransactionFilters, transactionsSearchSchema } from "../../features/transactions/transactions-search.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";
import { selectedLocationQuery } from "../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/transactions")({
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(
        transactionsQuery(scope, {
          ...toTransactionFilters(deps),
          page: deps.page,
          sortBy: deps.sortBy,
          sortOrder: deps.sortOrder,
          limit: deps.limit,
        }),
      );
      void context.queryClient.prefetchQuery(selectedLocationQuery(scope));
    }),
  component: TransactionsPage,
});

function TransactionsPage() {
  const scope = useLocationScope();
  const everyone = useCan("reports.read");
  const t = useMessages(transactionMessages);
  return (
    <section aria-label={t("page.title")}>
      <PageHeader title={t("page.title")} description={t(everyone ? "page.everyone" : "page.own")} />
      {scope ? <Transactions key={scope.locationId} scope={scope} /> : <NoLocationSelected />}
    </section>
  );
}

function Transactions({ scope }: { scope: LocationScope }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const store = useQuery(selectedLocationQuery(scope));
  return (
    <TransactionsScreen
      scope={scope}
      currency={store.data?.currency ?? "CAD"}
      search={search}
      onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
