import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../components/no-location.tsx";
import { LimitsProfileSettings } from "../../../../features/tax-groups/limits-profile.tsx";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { useLocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/taxes/limits")({ component: LimitsPage });

function LimitsPage() {
  usePageTitle(useMessages(taxGroupMessages)("limits.title"));
  const scope = useLocationScope();
  const canWrite = useCan("org.manage");
  if (!scope) return <NoLocationSelected />;
  return <LimitsProfileSettings scope={scope} canWrite={canWrite} />;
}
