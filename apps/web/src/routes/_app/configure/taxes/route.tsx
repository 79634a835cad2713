import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Calculator, Gavel, Landmark, Link2, Percent, Scale } from "lucide-react";
import { LinkTabs } from "../../../../components/ui/link-tabs.tsx";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";

// The tax area of Configure: groups, rates, what they are assigned to, a preview, and purchase limits.
export const Route = createFileRoute("/_app/configure/taxes")({ component: TaxesLayout });

const tabs = [
  { to: "/configure/taxes", label: "tabs.groups", icon: Landmark, exact: true },
  { to: "/configure/taxes/rates", label: "tabs.rates", icon: Percent, exact: false },
  { to: "/configure/taxes/assignments", label: "tabs.assignments", icon: Link2, exact: false },
  { to: "/configure/taxes/preview", label: "tabs.preview", icon: Calculator, exact: false },
  { to: "/configure/taxes/limits", label: "tabs.limits", icon: Scale, exact: false },
  { to: "/configure/taxes/jurisdiction", label: "tabs.jurisdiction", icon: Gavel, exact: false },
] as const;

function TaxesLayout() {
  const t = useMessages(taxGroupMessages);
  return (
    <div className="grid gap-5">
      {/* Each tab titles the document itself ("Tax rates · Verdant"). */}
      <LinkTabs label={t("tabs.label")} tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))} look="pill" />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
