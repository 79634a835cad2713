// The inventory toolbar: search, status, active, room, and the catalog's brand/category/tag pickers (handed
// in by the route, which composes the catalog feature), all written to the URL.

import { useQuery } from "@tanstack/react-query";
import { inventoryStatuses } from "@verdant/shared/inventory";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { statusLabels } from "./inventory-labels.tsx";
import { hasInventoryFilters, type InventorySearch } from "./inventory-search.ts";

export type LookupFilterKind = "brand" | "category" | "tag";
/** A catalog picker in its filter form, rendered by the route (features do not import each other). */
export type RenderLookupFilter = (props: {
  kind: LookupFilterKind;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) => ReactNode;

const lookupFilters = [
  { kind: "brand", key: "brandIds", label: "Brand" },
  { kind: "category", key: "categoryIds", label: "Category" },
  { kind: "tag", key: "tagIds", label: "Tag" },
] as const;

const statusOptions = [
  { value: "ALL", label: "All statuses" },
  ...inventoryStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];
const activeOptions = [
  { value: "all", label: "Active and inactive" },
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

export function InventoryFilters(props: {
  scope: LocationScope;
  search: InventorySearch;
  onChange: (next: Partial<InventorySearch>) => void;
  renderLookupFilter?: RenderLookupFilter;
}) {
  const { search, onChange } = props;
  const rooms = useQuery(activeRoomsQuery(props.scope));
  const set = (next: Partial<InventorySearch>) => onChange({ ...next, page: 1 });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={search.search}
          placeholder="Search product, SKU, lot or tag"
          onSearch={(text) => set({ search: text })}
        />
        <Select
          aria-label="Inventory status"
          className="w-40"
          value={search.inventoryStatus}
          onValueChange={(value) => set({ inventoryStatus: value as InventorySearch["inventoryStatus"] })}
          options={statusOptions}
        />
        <Select
          aria-label="Active"
          className="w-48"
          value={search.isActive === undefined ? "all" : String(search.isActive)}
          onValueChange={(value) => set({ isActive: value === "all" ? undefined : value === "true" })}
          options={activeOptions}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-2" aria-label="Filters">
        <Combobox
          variant="filter"
          multiple
          placeholder="Room"
          aria-label="Filter by room"
          searchPlaceholder="Search rooms"
          loading={rooms.isPending}
          options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
          value={search.roomIds}
          onChange={(roomIds) => set({ roomIds })}
        />
        {props.renderLookupFilter &&
          lookupFilters.map(({ kind, key, label }) => (
            <span key={kind}>
              {props.renderLookupFilter?.({ kind, label, value: search[key], onChange: (ids) => set({ [key]: ids }) })}
            </span>
          ))}
        {hasInventoryFilters(search) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              set({
                search: "",
                brandIds: [],
                categoryIds: [],
                tagIds: [],
                roomIds: [],
                inventoryStatus: "AVAILABLE",
                isActive: undefined,
              })
            }
          >
            <X /> Reset filters
          </Button>
        )}
      </fieldset>
    </div>
  );
}
