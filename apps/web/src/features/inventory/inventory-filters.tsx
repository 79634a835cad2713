// The inventory toolbar: search, status, active, room, and the catalog's brand/category/tag pickers (handed
// in by the route, which composes the catalog feature), all written to the URL.

import { useQuery } from "@tanstack/react-query";
import { inventoryStatuses } from "@verdant/shared/inventory";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { hasInventoryFilters, type InventorySearch, inventorySearchDefaults } from "./inventory-search.ts";
import { inventoryMessages } from "./messages.ts";

export type LookupFilterKind = "brand" | "category" | "tag";
/** A catalog picker in its filter form, rendered by the route (features do not import each other). */
export type RenderLookupFilter = (props: {
  kind: LookupFilterKind;
  value: string[];
  onChange: (ids: string[]) => void;
}) => ReactNode;

const lookupFilters = [
  { kind: "brand", key: "brandIds" },
  { kind: "category", key: "categoryIds" },
  { kind: "tag", key: "tagIds" },
] as const;

export function InventoryFilters(props: {
  scope: LocationScope;
  search: InventorySearch;
  onChange: (next: Partial<InventorySearch>) => void;
  renderLookupFilter?: RenderLookupFilter;
}) {
  const { search, onChange } = props;
  const t = useMessages(inventoryMessages);
  const rooms = useQuery(activeRoomsQuery(props.scope));
  const set = (next: Partial<InventorySearch>) => onChange({ ...next, page: 1 });
  return (
    <div className="grid gap-2">
      <ListToolbar search={search.search} placeholder={t("filter.search")} onSearch={(text) => set({ search: text })}>
        <Select
          aria-label={t("filter.status")}
          className="w-40"
          value={search.inventoryStatus}
          onValueChange={(value) => set({ inventoryStatus: value as InventorySearch["inventoryStatus"] })}
          options={[
            { value: "ALL", label: t("filter.allStatuses") },
            ...inventoryStatuses.map((status) => ({ value: status, label: t("status", { status }) })),
          ]}
        />
        <Select
          aria-label={t("filter.active")}
          className="w-48"
          value={search.isActive === undefined ? "all" : String(search.isActive)}
          onValueChange={(value) => set({ isActive: value === "all" ? undefined : value === "true" })}
          options={[
            { value: "all", label: t("filter.activeAndInactive") },
            { value: "true", label: t("active") },
            { value: "false", label: t("inactive") },
          ]}
        />
      </ListToolbar>
      <fieldset className="flex flex-wrap items-center gap-2" aria-label={t("filters")}>
        <Combobox
          variant="filter"
          multiple
          placeholder={t("filter.room")}
          aria-label={t("filter.byRoom")}
          searchPlaceholder={t("filter.searchRooms")}
          loading={rooms.isPending}
          options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
          value={search.roomIds}
          onChange={(roomIds) => set({ roomIds })}
        />
        {props.renderLookupFilter &&
          lookupFilters.map(({ kind, key }) => (
            <span key={kind}>
              {props.renderLookupFilter?.({ kind, value: search[key], onChange: (ids) => set({ [key]: ids }) })}
            </span>
          ))}
        {hasInventoryFilters(search) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set({ ...inventorySearchDefaults, isActive: undefined, limit: search.limit })}
          >
            <X /> {t("filter.reset")}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
