import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { prefetchLookupList } from "../../../features/catalog/lookups/api.ts";
import { LookupTab } from "../../../features/catalog/lookups/lookup-manager.tsx";
import { listSearch } from "../../../lib/list-search.ts";

export const Route = createFileRoute("/_app/configure/priorities")({
  validateSearch: listSearch(PAGE_SIZE.default),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLookupList(context.queryClient, "priority", deps),
  component: () => <LookupTab kind="priority" />,
});
