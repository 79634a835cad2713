import { createFileRoute } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { z } from "zod";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { roomsQuery } from "../../../features/rooms/api.ts";
import { roomMessages } from "../../../features/rooms/messages.ts";
import { type RoomFilters, RoomsTable, toRoomListParams } from "../../../features/rooms/rooms-table.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { authStore } from "../../../lib/auth-store.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  name: z.string().catch("").default(""),
  active: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
});

export const Route = createFileRoute("/_app/configure/rooms")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { selectedOrgId, selectedLocationId } = authStore.get();
    if (!selectedOrgId || !selectedLocationId) return;
    const scope = { orgId: selectedOrgId, locationId: selectedLocationId };
    void context.queryClient.prefetchQuery(roomsQuery(scope, toRoomListParams(deps)));
  },
  component: Rooms,
});

function Rooms() {
  const filters: RoomFilters = Route.useSearch();
  const navigate = Route.useNavigate();
  const scope = useLocationScope();
  const canWrite = useCan("catalog.write");
  const t = useMessages(roomMessages);
  usePageTitle(t("page.title"));
  return (
    <section aria-label={t("page.title")}>
      {scope ? (
        <RoomsTable
          // A new location starts from its own first page.
          key={scope.locationId}
          scope={scope}
          filters={filters}
          canWrite={canWrite}
          onFiltersChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      ) : (
        <EmptyState
          icon={MapPin}
          title={t("noLocation.title")}
          description={t("noLocation.description")}
          action={
            <ButtonLink to="/user/organizations" variant="outline">
              {t("noLocation.action")}
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}
