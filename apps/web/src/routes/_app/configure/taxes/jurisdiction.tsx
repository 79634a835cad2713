import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../components/no-location.tsx";
import { LoadingBlock } from "../../../../components/ui/spinner.tsx";
import { JurisdictionSettings } from "../../../../features/tax-rates/jurisdiction-settings.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";
import { type LocationScope, useLocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";
import { selectedLocationQuery } from "../../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/configure/taxes/jurisdiction")({ component: JurisdictionPage });

function JurisdictionPage() {
  usePageTitle("Jurisdiction");
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <Jurisdiction scope={scope} />;
}

function Jurisdiction({ scope }: { scope: LocationScope }) {
  const canWrite = useCan("org.manage");
  const location = useQuery(selectedLocationQuery(scope));
  if (!location.data) return <LoadingBlock />;
  return <JurisdictionSettings key={scope.locationId} scope={scope} location={location.data} canWrite={canWrite} />;
}
