import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { AtLocation } from "../../../../components/no-location.tsx";
import { BackLink } from "../../../../components/ui/back-link.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { LoadingBlock } from "../../../../components/ui/spinner.tsx";
import { taxGroupQuery } from "../../../../features/tax-groups/api.ts";
import { GroupAssignments } from "../../../../features/tax-groups/group-assignments.tsx";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { TaxGroupDialog } from "../../../../features/tax-groups/tax-group-dialogs.tsx";
import { groupRatesQuery } from "../../../../features/tax-rates/api.ts";
import { GroupRates } from "../../../../features/tax-rates/group-rates.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/$taxGroupId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(taxGroupQuery(scope, params.taxGroupId));
      void context.queryClient.prefetchQuery(groupRatesQuery(scope, params.taxGroupId));
    }),
  component: () => <AtLocation>{(scope) => <TaxGroupDetail scope={scope} />}</AtLocation>,
});

function TaxGroupDetail({ scope }: { scope: LocationScope }) {
  const { taxGroupId } = Route.useParams();
  const t = useMessages(taxGroupMessages);
  const canWrite = useCan("pricing.write");
  const [renaming, setRenaming] = useState(false);
  const group = useQuery(taxGroupQuery(scope, taxGroupId));
  const rates = useQuery(groupRatesQuery(scope, taxGroupId));
  usePageTitle(group.data?.name ?? t("page.group"));
  if (group.isError) throw group.error;
  if (!group.data) return <LoadingBlock />;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <BackLink to="/configure/taxes" label={t("detail.back")} icon />
          <h2 className="text-xl font-semibold">{group.data.name}</h2>
        </div>
        {canWrite && (
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <Pencil /> {t("list.rename")}
          </Button>
        )}
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GroupRates
          scope={scope}
          taxGroupId={taxGroupId}
          rates={rates.data?.data}
          loading={rates.isPending}
          canWrite={canWrite}
        />
        <GroupAssignments scope={scope} group={group.data} canWrite={canWrite} />
      </div>
      <TaxGroupDialog scope={scope} open={renaming} onOpenChange={setRenaming} group={group.data} />
    </div>
  );
}
