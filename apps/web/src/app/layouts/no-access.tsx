// A page the member's role cannot use, reached by a deep link (menus already hide it): a clear "no access"
// state that says who can change that, instead of an empty list, an endless spinner or a form that fails.
import { Link, useRouterState } from "@tanstack/react-router";
import { can } from "@verdant/shared/roles";
import { Lock } from "lucide-react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useMembership } from "../../lib/membership.ts";
import { isPlatformAdmin } from "../../lib/session.ts";
import { type NavItem, navSections } from "./nav-items.ts";
import { shellMessages } from "./shell-messages.ts";

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The area of this path that the member may not use at the selected location, or null. */
export function useDeniedArea(): NavItem | null {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const auth = useAuth();
  const { membership, organization, locationId, isLoading } = useMembership();
  const item = navSections
    .flatMap((section) => section.items)
    .filter((i) => !i.to.includes("$") && i.to !== "/authenticated" && under(pathname, i.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
  if (!item) return null;
  if (item.adminOnly) return isPlatformAdmin(auth) ? null : item;
  // Before an organization is chosen the page itself asks for one.
  if (!item.permission || isLoading || !organization) return null;
  return can(membership, item.permission, locationId ?? undefined) ? null : item;
}

export function NoAccess({ item }: { item: NavItem }) {
  const { organization } = useMembership();
  const { selectedLocation } = useAuth();
  const t = useMessages(shellMessages);
  const area = t(item.label);
  const org = organization?.name ?? t("noAccess.yourOrganization");
  return (
    <Card className="mx-auto mt-8 max-w-xl" data-testid="no-access">
      <EmptyState
        icon={Lock}
        title={t("noAccess.title", { area })}
        description={
          item.adminOnly
            ? t("noAccess.adminOnly")
            : selectedLocation
              ? t("noAccess.roleAt", { location: selectedLocation.name, area, organization: org })
              : t("noAccess.role", { area, organization: org })
        }
        action={
          <Link to="/authenticated" className={buttonClasses("outline")}>
            {t("noAccess.back")}
          </Link>
        }
      />
    </Card>
  );
}
