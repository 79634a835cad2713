// Purchasing has two lists: what was ordered and what arrived. Both pages show these tabs.
import { Link } from "@tanstack/react-router";
import { ClipboardList, PackageCheck } from "lucide-react";
import { cn } from "../../lib/cn.ts";

const tabs = [
  { to: "/purchase-orders", label: "Purchase orders", icon: ClipboardList },
  { to: "/purchase-orders/receive", label: "Receive orders", icon: PackageCheck },
] as const;

export function PurchasingTabs() {
  return (
    <nav aria-label="Purchasing" className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b px-1">
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
          <tab.icon className="size-4" aria-hidden /> {tab.label}
        </Link>
      ))}
    </nav>
  );
}
