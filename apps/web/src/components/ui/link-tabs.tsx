// Tabs that are pages: each tab is a route, the current one marked by the router (so Back and a shared link land
// on the same tab). "line" underlines the current tab under a page's header (purchasing); "pill" sets it in a
// raised chip inside a muted track (the tax area).
import { Link, type LinkProps } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";

type LinkTab = { to: LinkProps["to"]; label: string; icon: LucideIcon; exact?: boolean };

const looks = {
  line: {
    nav: "-mx-1 mb-6 flex gap-1 overflow-x-auto border-b px-1",
    tab: "-mb-px border-b-2 border-transparent py-2.5",
    active: "!border-primary !text-foreground",
  },
  pill: {
    nav: "flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1",
    tab: "rounded-md py-1.5",
    active: "bg-card !text-foreground shadow-sm",
  },
} as const;

export function LinkTabs(props: { label: string; tabs: readonly LinkTab[]; look: keyof typeof looks }) {
  const look = looks[props.look];
  return (
    <nav aria-label={props.label} className={look.nav}>
      {props.tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          activeOptions={{ exact: tab.exact ?? true, includeSearch: false }}
          className={cn(
            "flex items-center gap-2 px-3 text-sm font-medium whitespace-nowrap text-muted-foreground",
            "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
            look.tab,
          )}
          activeProps={{ className: look.active }}
        >
          <tab.icon className="size-4" aria-hidden /> {tab.label}
        </Link>
      ))}
    </nav>
  );
}
