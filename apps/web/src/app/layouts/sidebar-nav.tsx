import { Link, useRouter } from "@tanstack/react-router";
import { can } from "@verdant/shared/roles";
import { useAuth } from "../../lib/auth-store.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useMembership } from "../../lib/membership.ts";
import { isPlatformAdmin } from "../../lib/session.ts";
import { asLinkTarget, type NavItem, navSections } from "./nav-items.ts";
import { shellMessages } from "./shell-messages.ts";

/**
 * Only items whose route exists, admin items for platform admins, and items the member's role at the
 * selected location may read (none of those while no organization is chosen).
 */
export function useVisibleNav() {
  const { routesByPath } = useRouter();
  const auth = useAuth();
  const admin = isPlatformAdmin(auth);
  const { membership, locationId } = useMembership();
  const allowed = (item: NavItem) => !item.permission || can(membership, item.permission, locationId ?? undefined);
  const visible = (item: NavItem) => item.to in routesByPath && (!item.adminOnly || admin) && allowed(item);
  // A link into the selected organization needs its id; without one, that item has nowhere to go.
  const resolve = (item: NavItem) => ({ ...item, to: item.to.replace("$orgId", auth.selectedOrgId ?? "") });
  return navSections
    .map((section) => ({ ...section, items: section.items.filter(visible).map(resolve) }))
    .filter((section) => section.items.length > 0);
}

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const sections = useVisibleNav();
  const t = useMessages(shellMessages);
  return (
    <nav aria-label={t("bar.main")} className="grid gap-5">
      {sections.map((section, index) => (
        <div key={section.label ?? index} className="grid gap-1">
          {section.label && (
            <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
              {t(section.label)}
            </p>
          )}
          {section.items.map((item) => (
            <Link
              key={item.to}
              to={asLinkTarget(item.to)}
              onClick={onNavigate}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors",
                "hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
              )}
              activeProps={{ className: "bg-accent !text-accent-foreground" }}
            >
              <item.icon className="size-4" aria-hidden />
              {t(item.label)}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}
