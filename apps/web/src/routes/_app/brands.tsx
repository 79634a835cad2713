import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { prefetchLookupList } from "../../features/catalog/lookups/api.ts";
import { LookupSection } from "../../features/catalog/lookups/lookup-manager.tsx";
import { catalogMessages } from "../../features/catalog/messages.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { listSearch } from "../../lib/list-search.ts";

export const Route = createFileRoute("/_app/brands")({
  validateSearch: listSearch(PAGE_SIZE.default),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLookupList(context.queryClient, "brand", deps),
  component: BrandsPage,
});

function BrandsPage() {
  const t = useMessages(catalogMessages);
  return (
    <>
      <PageHeader title={t("kind.plural", { kind: "brand" })} description={t("brands.description")} />
      <LookupSection kind="brand" />
    </>
  );
}
