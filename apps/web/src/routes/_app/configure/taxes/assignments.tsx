import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../../../components/no-location.tsx";
import { allTaxGroupsQuery } from "../../../../features/tax-groups/api.ts";
import { EntityAssignments } from "../../../../features/tax-groups/entity-assignments.tsx";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/assignments")({
  component: AssignmentsPage,
});

function AssignmentsPage() {
  const t = useMessages(taxGroupMessages);
  return <AtLocation title={t("page.assignments")}>{(scope) => <Assignments scope={scope} />}</AtLocation>;
}

function Assignments({ scope }: { scope: LocationScope }) {
  const canWrite = useCan("pricing.write");
  const groups = useQuery(allTaxGroupsQuery(scope));
  return <EntityAssignments scope={scope} groups={groups.data?.data ?? []} canWrite={canWrite} />;
}
