import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { CatalogScreen } from "../../features/catalog/list/catalog-screen.tsx";
import { catalogSearchSchema, productQueryOf } from "../../features/catalog/list/catalog-search.ts";
import { productListQuery } from "../../features/catalog/products/api.ts";
import { vendorChoicesQuery } from "../../features/vendors/api.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";
import { storeCurrencyQuery } from "../../lib/queries/location.ts";

// Spec §2 Catalog screen: every bit of list state lives in the URL, so a copied link opens the same view.
export const Route = createFileRoute("/_app/catalog")({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(productListQuery(scope, productQueryOf(deps, deps.tab ?? "active")));
      void context.queryClient.prefetchQuery(storeCurrencyQuery(scope));
      void context.queryClient.prefetchQuery(vendorChoicesQuery(scope));
    }),
  component: CatalogPage,
});

const lookupLinks = [
  { label: "Brands", to: "/brands" },
  { label: "Categories", to: "/configure/categories" },
  { label: "Strains", to: "/configure/strains" },
  { label: "Tags", to: "/configure/tags" },
  { label: "Priorities", to: "/configure/priorities" },
] as const;

function CatalogPage() {
  const scope = useLocationScope();
  return (
    <>
      <PageHeader
        title="Catalog"
        description="What this location sells. Archive products to take them off the register; restore them any time."
        actions={
          <nav aria-label="Catalog lists" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {lookupLinks.map((link) => (
              <Link key={link.to} to={link.to} className="font-medium text-muted-foreground hover:text-foreground">
                {link.label}
              </Link>
            ))}
          </nav>
        }
      />
      {scope ? <Catalog key={scope.locationId} scope={scope} /> : <NoLocationSelected />}
    </>
  );
}

function Catalog({ scope }: { scope: LocationScope }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("catalog.write");
  const currency = useQuery(storeCurrencyQuery(scope)).data ?? "USD";
  const vendors = useQuery(vendorChoicesQuery(scope)).data ?? [];
  return (
    <CatalogScreen
      scope={scope}
      search={search}
      onSearchChange={(next) => navigate({ search: next })}
      currency={currency}
      vendors={vendors}
      canWrite={canWrite}
    />
  );
}
