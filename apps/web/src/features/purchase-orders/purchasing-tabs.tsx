// Purchasing has two lists: what was ordered and what arrived. Both pages show these tabs.
import { Link } from "@tanstack/react-router";
import { ClipboardList, PackageCheck } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { purchaseOrderMessages } from "./messages.ts";

const tabs = [
  { to: "/purchase-orders", label: "tabs.purchaseOrders", icon: ClipboardList },
  { to: "/purchase-orders/receive", label: "tabs.receiveOrders", icon: PackageCheck },
] as const;

export function PurchasingTabs() {
  const t = useMessages(purchaseOrderMessages);
  return (
    <nav aria-label={t("tabs.label")} className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b px-1">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          activeOptions={{ exact: true, includeSearch: false }}
          className={cn(
            "-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground",
            "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
          )}
          activeProps={{ className: "!border-primary !text-foreground" }}
        >
          <tab.icon className="size-4" aria-hidden /> {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
