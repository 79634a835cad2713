// Rooms of the selected location: search by name and an active filter (both kept in the URL by the route),
// paging by 10, and create/edit/delete for roles that may change the catalog.
import { useQuery } from "@tanstack/react-query";
import type { Room } from "@verdant/shared/rooms";
import { DoorOpen, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { ROOM_MESSAGES, type RoomListParams, roomsQuery, useDeleteRoom, useFetchErrorToast } from "./api.ts";
import { RoomDialog } from "./room-dialog.tsx";
import { roomTypeLabels } from "./room-form.tsx";

export type RoomActiveFilter = "all" | "active" | "inactive";
export type RoomFilters = { page: number; name: string; active: RoomActiveFilter };

const activeOptions = [
  { value: "all", label: "All rooms" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

export const toRoomListParams = (filters: RoomFilters): RoomListParams => ({
  page: filters.page,
  name: filters.name || undefined,
  isActive: filters.active === "all" ? undefined : filters.active === "active",
});

const muted = <span className="text-muted-foreground">—</span>;
const registers = (room: Room) => room.linkedRegisters.split(",").filter(Boolean);

export function RoomsTable(props: {
  scope: LocationScope;
  filters: RoomFilters;
  onFiltersChange: (next: Partial<RoomFilters>) => void;
  canWrite: boolean;
}) {
  const { scope, filters, onFiltersChange, canWrite } = props;
  const list = useQuery(roomsQuery(scope, toRoomListParams(filters)));
  useFetchErrorToast(list.error, ROOM_MESSAGES.listFailed);
  const remove = useDeleteRoom(scope);
  const [editing, setEditing] = useState<{ roomId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const filtered = Boolean(filters.name) || filters.active !== "all";

  // Deleting the last room of the last page leaves that page empty: step back to the new last page.
  const lastPage = list.data?.meta.totalPages ?? 1;
  const emptyPage = Boolean(list.data && !list.isPlaceholderData && !list.data.data.length && filters.page > 1);
  useEffect(() => {
    if (emptyPage) onFiltersChange({ page: lastPage });
  }, [emptyPage, lastPage, onFiltersChange]);

  const columns: Column<Room>[] = [
    { id: "name", header: "Name", cell: (r) => <span className="font-medium">{r.name}</span> },
    {
      id: "types",
      header: "Types",
      cell: (r) =>
        r.roomTypes.length ? (
          <div className="flex flex-wrap gap-1">
            {r.roomTypes.map((type) => (
              <Badge key={type} tone="info">
                {roomTypeLabels[type]}
              </Badge>
            ))}
          </div>
        ) : (
          muted
        ),
    },
    {
      id: "area",
      header: "Area",
      className: "text-right tabular-nums",
      cell: (r) => (r.area === undefined ? muted : r.area.toLocaleString()),
    },
    {
      id: "registers",
      header: "Linked registers",
      className: "hidden md:table-cell",
      cell: (r) => (registers(r).length ? registers(r).join(", ") : muted),
    },
    {
      id: "active",
      header: "Status",
      cell: (r) => <Badge tone={r.isActive ? "success" : "neutral"}>{r.isActive ? "Active" : "Inactive"}</Badge>,
    },
  ];
  if (canWrite)
    columns.push(
      buttonsColumn((r) => (
        <RowButtons name={r.name} onEdit={() => setEditing({ roomId: r.id })} onDelete={() => setDeleting(r)} />
      )),
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={filters.name}
          placeholder="Search rooms by name"
          onSearch={(name) => onFiltersChange({ name, page: 1 })}
        />
        <Select
          aria-label="Status"
          className="w-36"
          value={filters.active}
          onValueChange={(value) => onFiltersChange({ active: value as RoomActiveFilter, page: 1 })}
          options={activeOptions}
        />
        <div className="flex-1" />
        {canWrite && (
          <Button onClick={() => setEditing({ roomId: null })}>
            <Plus /> New room
          </Button>
        )}
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={DoorOpen}
            title={filtered ? "No room matches" : "No rooms yet"}
            description={
              filtered
                ? "Try another name or status."
                : "Rooms are where stock is kept or sold: a sales floor, a vault, quarantine."
            }
            action={
              !filtered &&
              canWrite && (
                <Button variant="outline" onClick={() => setEditing({ roomId: null })}>
                  <Plus /> Add the first room
                </Button>
              )
            }
          />
        }
        footer={pageFooter(list.data?.meta, (page) => onFiltersChange({ page }))}
      />
      <RoomDialog
        scope={scope}
        roomId={editing?.roomId ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "this room"}?`}
        description="The room is removed from this location. This cannot be undone."
        confirmLabel="Delete room"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
