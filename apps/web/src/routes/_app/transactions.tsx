import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { LocationPage } from "../../components/no-location.tsx";
import { transactionsQuery } from "../../features/transactions/api.ts";
import { transactionMessages } from "../../features/transactions/messages.ts";
import { TransactionsScreen } from "../../features/transactions/transactions-screen.tsx";
import { toTransactionFilters, transactionsSearchSchema } from "../../features/transactions/transactions-search.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
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
  const everyone = useCan("reports.read");
  const t = useMessages(transactionMessages);
  return (
    <LocationPage region title={t("page.title")} description={t(everyone ? "page.everyone" : "page.own")}>
      {(scope) => <Transactions key={scope.locationId} scope={scope} />}
    </LocationPage>
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
