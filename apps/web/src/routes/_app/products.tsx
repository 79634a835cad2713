import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { LocationPage } from "../../components/no-location.tsx";
import { catalogMessages } from "../../features/catalog/messages.ts";
import { productListQuery } from "../../features/catalog/products/api.ts";
import { ProductsScreen } from "../../features/catalog/products/products-screen.tsx";
import { productsQueryOf, productsSearchSchema } from "../../features/catalog/products/products-search.ts";
import { vendorChoicesQuery } from "../../features/vendors/api.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";
import { storeCurrencyQuery } from "../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/products")({
  validateSearch: productsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(productListQuery(scope, productsQueryOf(deps)));
      void context.queryClient.prefetchQuery(storeCurrencyQuery(scope));
    }),
  component: ProductsPage,
});

function ProductsPage() {
  const t = useMessages(catalogMessages);
  return (
    <LocationPage title={t("products.title")} description={t("products.description")}>
      {(scope) => <Products key={scope.locationId} scope={scope} />}
    </LocationPage>
  );
}

function Products({ scope }: { scope: LocationScope }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("catalog.write");
  const canAssignTax = useCan("pricing.write");
  const currency = useQuery(storeCurrencyQuery(scope)).data ?? "USD";
  const vendors = useQuery(vendorChoicesQuery(scope)).data ?? [];
  return (
    <ProductsScreen
      scope={scope}
      search={search}
      onSearchChange={(next) => navigate({ search: next })}
      currency={currency}
      vendors={vendors}
      canWrite={canWrite}
      canAssignTax={canAssignTax}
    />
  );
}
