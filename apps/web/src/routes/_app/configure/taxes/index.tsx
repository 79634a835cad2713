import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { useState } from "react";
import { AtLocation } from "../../../../components/no-location.tsx";
import { AddButton, ListToolbar } from "../../../../components/ui/list-toolbar.tsx";
import { allTaxGroupsQuery, taxGroupsQuery } from "../../../../features/tax-groups/api.ts";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { TaxGroupDialog } from "../../../../features/tax-groups/tax-group-dialogs.tsx";
import { TaxGroupsTable } from "../../../../features/tax-groups/tax-groups-table.tsx";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { listSearch } from "../../../../lib/list-search.ts";
import { atSelectedLocation, type LocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/")({
  // Spec §2: page (default 1), limit (default 20) and search in the URL.
  validateSearch: listSearch(PAGE_SIZE.tax),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(taxGroupsQuery(scope, deps))),
  component: TaxGroupsPage,
});

function TaxGroupsPage() {
  const t = useMessages(taxGroupMessages);
  return <AtLocation title={t("tabs.groups")}>{(scope) => <TaxGroups scope={scope} />}</AtLocation>;
}

function TaxGroups({ scope }: { scope: LocationScope }) {
  const t = useMessages(taxGroupMessages);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("pricing.write");
  const [creating, setCreating] = useState(false);
  const list = useQuery(taxGroupsQuery(scope, search));
  const all = useQuery(allTaxGroupsQuery(scope));
  return (
    <>
      <ListToolbar
        className="mb-4"
        search={search.search}
        placeholder={t("list.search")}
        onSearch={(value) => navigate({ search: (prev) => ({ ...prev, page: 1, search: value }) })}
        action={canWrite && <AddButton onClick={() => setCreating(true)}>{t("list.new")}</AddButton>}
      />
      <TaxGroupsTable
        scope={scope}
        list={list.data}
        allGroups={all.data?.data ?? []}
        loading={list.isPending}
        searching={Boolean(search.search)}
        canWrite={canWrite}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
        onLimitChange={(limit) => navigate({ search: (prev) => ({ ...prev, limit, page: 1 }) })}
      />
      <TaxGroupDialog
        scope={scope}
        open={creating}
        onOpenChange={setCreating}
        onCreated={(group) => navigate({ to: "/configure/taxes/$taxGroupId", params: { taxGroupId: group.id } })}
      />
    </>
  );
}
