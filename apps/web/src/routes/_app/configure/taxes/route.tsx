import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { Calculator, Gavel, Landmark, Link2, Percent, Scale } from "lucide-react";
import { taxGroupMessages } from "../../../../features/tax-groups/messages.ts";
import { cn } from "../../../../lib/cn.ts";
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
      <nav aria-label={t("tabs.label")} className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            activeOptions={{ exact: tab.exact, includeSearch: false }}
            className={cn(
              "flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground",
              "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
            )}
            activeProps={{ className: "bg-card !text-foreground shadow-sm" }}
          >
            <tab.icon className="size-4" aria-hidden /> {t(tab.label)}
          </Link>
        ))}
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
