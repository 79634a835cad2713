import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../../app/layouts/no-location.tsx";
import { useLocationScope } from "../../../../app/location-scope.ts";
import { TaxPreview } from "../../../../features/tax-groups/tax-preview.tsx";
import { usePageTitle } from "../../../../hooks/use-page-title.ts";

export const Route = createFileRoute("/_app/configure/taxes/preview")({ component: PreviewPage });

function PreviewPage() {
  usePageTitle("Tax preview");
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <TaxPreview scope={scope} />;
}
