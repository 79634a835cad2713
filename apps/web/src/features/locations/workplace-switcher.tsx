// The app shell's organization and location switcher (sidebar): where I work now, the other locations of
// this organization and my other organizations. Choosing one calls PATCH /organization/select, and every
// location-scoped screen follows the new signed-in state.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2, Check, ChevronsUpDown, MapPin, Plus, Settings2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { myOrganizationsQuery, useSelectOrganization } from "../../lib/membership.ts";
import { allLocationsQuery } from "./api.ts";
import { switcherMessages } from "./switcher-messages.ts";

const sectionLabel = "text-[11px] font-semibold tracking-wider text-muted-foreground uppercase";

export function WorkplaceSwitcher() {
  const { selectedOrgId, selectedLocationId } = useAuth();
  const organizations = useQuery(myOrganizationsQuery());
  const current = organizations.data?.find((org) => org.id === selectedOrgId);
  // No placeholder: the previous organization's locations must never be offered under the new one.
  const locations = useQuery({
    ...allLocationsQuery(current?.id ?? ""),
    enabled: Boolean(current),
    placeholderData: undefined,
  });
  const location = locations.data?.data.find((l) => l.id === selectedLocationId);
  const select = useSelectOrganization();
  const t = useMessages(switcherMessages);

  // Nothing chosen yet (or the chosen organization or location is gone): start in the first one, trying
  // once for each state we find ourselves in.
  const attempted = useRef<string | null>(null);
  const state = `${selectedOrgId}:${selectedLocationId}`;
  const firstOrganization = organizations.data?.[0];
  const firstLocation = locations.data?.data[0];
  useEffect(() => {
    // While a list is refetching (right after a selection) the new choice may simply not be in it yet.
    if (attempted.current === state || select.isPending || organizations.isFetching || locations.isFetching) return;
    if (!current && firstOrganization) {
      attempted.current = state;
      select.mutate({ organizationId: firstOrganization.id });
    } else if (current && !location && firstLocation && locations.isFetched) {
      attempted.current = state;
      select.mutate({ organizationId: current.id, locationId: firstLocation.id });
    }
  }, [
    state,
    current,
    location,
    firstOrganization,
    firstLocation,
    organizations.isFetching,
    locations.isFetching,
    locations.isFetched,
    select,
  ]);

  // As tall as the switcher it stands for (two lines of text and its padding), so the navigation below never moves.
  if (organizations.isPending) return <Skeleton className="mx-1 h-[3.375rem] rounded-lg" />;
  if (!organizations.data?.length)
    return (
      <div className="mx-1 grid gap-2 rounded-lg border border-dashed p-3 text-sm">
        <p className="text-muted-foreground">{t("empty")}</p>
        <ButtonLink to="/user/create-organization" size="sm">
          <Plus /> {t("newOrganization")}
        </ButtonLink>
      </div>
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("switch")}
        className="mx-1 flex items-center gap-3 rounded-lg border bg-card px-3 py-2 text-left shadow-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-sm font-semibold text-primary-foreground">
          {(current?.name ?? "?").slice(0, 1).toUpperCase()}
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium" data-testid="selected-organization">
            {current?.name ?? t("chooseOrganization")}
          </span>
          <span className="truncate text-xs text-muted-foreground" data-testid="selected-location">
            {location?.name ?? (locations.isPending && current ? t("loading") : t("noLocation"))}
          </span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {current && (
          <>
            <DropdownMenuLabel className={sectionLabel}>{t("locations")}</DropdownMenuLabel>
            {locations.data?.data.map((l) => (
              <DropdownMenuItem
                key={l.id}
                disabled={select.isPending}
                onSelect={() =>
                  l.id !== selectedLocationId && select.mutate({ organizationId: current.id, locationId: l.id })
                }
              >
                <MapPin /> <span className="flex-1 truncate">{l.name}</span>
                {l.id === selectedLocationId && <Check className="!text-primary" aria-label={t("current")} />}
              </DropdownMenuItem>
            ))}
            {locations.data?.data.length === 0 && (
              <p className="px-2 py-1.5 text-sm text-muted-foreground">{t("noLocationHere")}</p>
            )}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuLabel className={sectionLabel}>{t("organizations")}</DropdownMenuLabel>
        {organizations.data.map((org) => (
          <DropdownMenuItem
            key={org.id}
            disabled={select.isPending}
            onSelect={() => org.id !== selectedOrgId && select.mutate({ organizationId: org.id })}
          >
            <Building2 /> <span className="flex-1 truncate">{org.name}</span>
            {org.id === selectedOrgId && <Check className="!text-primary" aria-label={t("current")} />}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/user/organizations">
            <Settings2 /> {t("manage")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/user/create-organization">
            <Plus /> {t("newOrganization")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
