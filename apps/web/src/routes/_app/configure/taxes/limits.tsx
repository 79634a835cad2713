import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../app/layouts/no-location.tsx";
import { useLocationScope } from "../../../../app/location-scope.ts";
import { useCan } from "../../../../app/membership.ts";
import { LimitsProfileSettings } from "../../../../features/tax-groups/limits-profile.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";

export const Route = createFileRoute("/_app/configure/taxes/limits")({ component: LimitsPage });

function LimitsPage() {
  usePageTitle("Purchase limits");
  const scope = useLocationScope();
  const canWrite = useCan("org.manage");
  if (!scope) return <NoLocationSelected />;
  return <LimitsProfileSettings scope={scope} canWrite={canWrite} />;
}
