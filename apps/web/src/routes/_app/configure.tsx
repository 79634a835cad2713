import { createFileRoute, Link, Outlet, useRouter } from "@tanstack/react-router";
import type { Permission } from "@verdant/shared/roles";
import { type ConfigureMessage, configureMessages } from "../../app/layouts/configure-messages.ts";
import { asLinkTarget } from "../../app/layouts/nav-items.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure")({ component: Configure });

/**
 * The sections of /configure, one tab each. A later issue adds its settings here with one line and a route
 * file under routes/_app/configure/; a tab shows once its route exists and the role may read it.
 */
export const configureSections: { label: ConfigureMessage; to: string; permission: Permission }[] = [
  { label: "rooms", to: "/configure/rooms", permission: "catalog.read" },
  { label: "categories", to: "/configure/categories", permission: "catalog.read" },
  { label: "strains", to: "/configure/strains", permission: "catalog.read" },
  { label: "tags", to: "/configure/tags", permission: "catalog.read" },
  { label: "priorities", to: "/configure/priorities", permission: "catalog.read" },
  { label: "taxes", to: "/configure/taxes", permission: "pricing.read" },
  { label: "customerGroups", to: "/configure/customer-groups", permission: "customers.read" },
  { label: "metrc", to: "/configure/metrc", permission: "inventory.read" },
];

function SectionTab({ section }: { section: (typeof configureSections)[number] }) {
  const allowed = useCan(section.permission);
  const t = useMessages(configureMessages);
  if (!allowed) return null;
  return (
    <Link
      to={asLinkTarget(section.to)}
      className={cn(
        "-mb-px border-b-2 border-transparent px-1 pb-2.5 text-sm font-medium text-muted-foreground transition-colors",
        "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
      )}
      activeProps={{ className: "!border-primary !text-foreground" }}
    >
      {t(section.label)}
    </Link>
  );
}

/** Settings of the selected location, as tabs over the page; each section titles the page itself. */
function Configure() {
  const { routesByPath } = useRouter();
  const t = useMessages(configureMessages);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <nav aria-label={t("title")} className="flex gap-6 border-b">
        {configureSections
          .filter((section) => section.to in routesByPath)
          .map((section) => (
            <SectionTab key={section.to} section={section} />
          ))}
      </nav>
      <Outlet />
    </div>
  );
}
