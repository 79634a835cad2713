import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../../../components/no-location.tsx";
import { LoadingBlock } from "../../../../components/ui/spinner.tsx";
import { JurisdictionSettings } from "../../../../features/tax-rates/jurisdiction-settings.tsx";
import { taxRateMessages } from "../../../../features/tax-rates/messages.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../../lib/location-scope.ts";
import { useCan } from "../../../../lib/membership.ts";
import { selectedLocationQuery } from "../../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/configure/taxes/jurisdiction")({
  component: JurisdictionPage,
});

function JurisdictionPage() {
  const t = useMessages(taxRateMessages);
  return <AtLocation title={t("page.jurisdiction")}>{(scope) => <Jurisdiction scope={scope} />}</AtLocation>;
}

function Jurisdiction({ scope }: { scope: LocationScope }) {
  const canWrite = useCan("org.manage");
  const location = useQuery(selectedLocationQuery(scope));
  if (!location.data) return <LoadingBlock />;
  return <JurisdictionSettings key={scope.locationId} scope={scope} location={location.data} canWrite={canWrite} />;
}
