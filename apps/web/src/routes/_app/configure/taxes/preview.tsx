import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../components/no-location.tsx";
import { TaxPreview } from "../../../../features/tax-groups/tax-preview.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";
import { useLocationScope } from "../../../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/configure/taxes/preview")({ component: PreviewPage });

function PreviewPage() {
  usePageTitle("Tax preview");
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <TaxPreview scope={scope} />;
}
