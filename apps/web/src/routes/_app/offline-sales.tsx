import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { offlineSalesMessages } from "../../features/offline-sales/messages.ts";
import { OfflineSalesScreen } from "../../features/offline-sales/offline-sales-screen.tsx";
import { pricingContextQuery } from "../../features/register/api.ts";
import { usePageTitle } from "../../hooks/use-page-title.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useLocationScope } from "../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/offline-sales")({ component: OfflineSalesPage });

function OfflineSalesPage() {
  const scope = useLocationScope();
  const t = useMessages(offlineSalesMessages);
  usePageTitle(t("page.title"));
  const context = useQuery({ ...pricingContextQuery(scope!), enabled: !!scope });
  return (
    <section aria-label={t("page.title")}>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      {scope ? (
        <OfflineSalesScreen key={scope.locationId} scope={scope} currency={context.data?.currency ?? "CAD"} />
      ) : (
        <NoLocationSelected />
      )}
    </section>
  );
}
