import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { OfflineSalesScreen } from "../../features/offline-sales/offline-sales-screen.tsx";
import { pricingContextQuery } from "../../features/register/api.ts";
import { usePageTitle } from "../../hooks/use-page-title.ts";
import { useLocationScope } from "../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/offline-sales")({ component: OfflineSalesPage });

function OfflineSalesPage() {
  const scope = useLocationScope();
  usePageTitle("Offline sales");
  const context = useQuery({ ...pricingContextQuery(scope!), enabled: !!scope });
  return (
    <section aria-label="Offline sales">
      <PageHeader title="Offline sales" description="Sales made through an outage, their flags, and stock to count." />
      {scope ? (
        <OfflineSalesScreen key={scope.locationId} scope={scope} currency={context.data?.currency ?? "CAD"} />
      ) : (
        <NoLocationSelected />
      )}
    </section>
  );
}
