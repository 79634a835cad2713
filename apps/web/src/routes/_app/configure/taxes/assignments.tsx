import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../components/no-location.tsx";
import { allTaxGroupsQuery } from "../../../../features/tax-groups/api.ts";
import { EntityAssignments } from "../../../../features/tax-groups/entity-assignments.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";
import { type LocationScope, useLocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/assignments")({ component: AssignmentsPage });

function AssignmentsPage() {
  usePageTitle("Tax assignments");
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <Assignments scope={scope} />;
}

function Assignments({ scope }: { scope: LocationScope }) {
  const canWrite = useCan("pricing.write");
  const groups = useQuery(allTaxGroupsQuery(scope));
  return <EntityAssignments scope={scope} groups={groups.data?.data ?? []} canWrite={canWrite} />;
}
