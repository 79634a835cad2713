import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { LocationPage } from "../../components/no-location.tsx";
import { CatalogScreen } from "../../features/catalog/list/catalog-screen.tsx";
import { catalogSearchSchema, productQueryOf } from "../../features/catalog/list/catalog-search.ts";
import { catalogMessages } from "../../features/catalog/messages.ts";
import { productListQuery } from "../../features/catalog/products/api.ts";
import { vendorChoicesQuery } from "../../features/vendors/api.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
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
  { kind: "brand", to: "/brands" },
  { kind: "category", to: "/configure/categories" },
  { kind: "strain", to: "/configure/strains" },
  { kind: "tag", to: "/configure/tags" },
  { kind: "priority", to: "/configure/priorities" },
] as const;

function CatalogPage() {
  const t = useMessages(catalogMessages);
  return (
    <LocationPage
      title={t("page.title")}
      description={t("page.description")}
      actions={
        <nav aria-label={t("page.lists")} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {lookupLinks.map((link) => (
            <Link key={link.to} to={link.to} className="font-medium text-muted-foreground hover:text-foreground">
              {t("kind.plural", { kind: link.kind })}
            </Link>
          ))}
        </nav>
      }
    >
      {(scope) => <Catalog key={scope.locationId} scope={scope} />}
    </LocationPage>
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
