import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../../../components/no-location.tsx";
import { TaxPreview } from "../../../../features/tax-groups/tax-preview.tsx";

export const Route = createFileRoute("/_app/configure/taxes/preview")({
  component: () => <AtLocation title="Tax preview">{(scope) => <TaxPreview scope={scope} />}</AtLocation>,
});
