import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../../../components/no-location.tsx";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { TaxPreview } from "../../../../features/tax-groups/tax-preview.tsx";
import { useMessages } from "../../../../lib/i18n/catalog.ts";

export const Route = createFileRoute("/_app/configure/taxes/preview")({
  component: PreviewPage,
});

function PreviewPage() {
  const t = useMessages(taxGroupMessages);
  return <AtLocation title={t("tabs.preview")}>{(scope) => <TaxPreview scope={scope} />}</AtLocation>;
}
