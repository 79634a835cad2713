// Rooms of the selected location: search by name and an active filter (both kept in the URL by the route),
// paging by 10, and create/edit/delete for roles that may change the catalog.
import { useQuery } from "@tanstack/react-query";
import type { Room } from "@verdant/shared/rooms";
import { DoorOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { AddButton, ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { Select } from "../../components/ui/select.tsx";
import { formatCount } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { type RoomListParams, roomsQuery, useDeleteRoom, useFetchErrorToast } from "./api.ts";
import { roomMessages } from "./messages.ts";
import { RoomDialog } from "./room-dialog.tsx";

export type RoomActiveFilter = "all" | "active" | "inactive";
export type RoomFilters = { page: number; name: string; active: RoomActiveFilter };

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
  useFetchErrorToast(list.error, "list");
  const t = useMessages(roomMessages);
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
    { id: "name", header: t("col.name"), cell: (r) => <span className="font-medium">{r.name}</span> },
    {
      id: "types",
      header: t("col.types"),
      cell: (r) =>
        r.roomTypes.length ? (
          <div className="flex flex-wrap gap-1">
            {r.roomTypes.map((type) => (
              <Badge key={type} tone="info">
                {t("type", { type })}
              </Badge>
            ))}
          </div>
        ) : (
          muted
        ),
    },
    {
      id: "area",
      header: t("col.area"),
      className: "text-right tabular-nums",
      cell: (r) => (r.area === undefined ? muted : formatCount(r.area)),
    },
    {
      id: "registers",
      header: t("col.registers"),
      className: "hidden md:table-cell",
      cell: (r) => (registers(r).length ? registers(r).join(", ") : muted),
    },
    {
      id: "active",
      header: t("col.status"),
      cell: (r) => <Badge tone={r.isActive ? "success" : "neutral"}>{t(r.isActive ? "active" : "inactive")}</Badge>,
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
      <ListToolbar
        search={filters.name}
        placeholder={t("search")}
        onSearch={(name) => onFiltersChange({ name, page: 1 })}
        action={canWrite && <AddButton onClick={() => setEditing({ roomId: null })}>{t("new")}</AddButton>}
      >
        <Select
          aria-label={t("filter.status")}
          className="w-36"
          value={filters.active}
          onValueChange={(value) => onFiltersChange({ active: value as RoomActiveFilter, page: 1 })}
          options={[
            { value: "all", label: t("filter.all") },
            { value: "active", label: t("active") },
            { value: "inactive", label: t("inactive") },
          ]}
        />
      </ListToolbar>
      <ListTable
        columns={columns}
        list={list}
        empty={
          <ListEmptyState
            icon={DoorOpen}
            searching={filtered}
            say={(word) => t(`list.${word}`)}
            action={
              canWrite && (
                <AddButton variant="outline" onClick={() => setEditing({ roomId: null })}>
                  {t("empty.addFirst")}
                </AddButton>
              )
            }
          />
        }
        onPageChange={(page) => onFiltersChange({ page })}
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
        title={t("delete.title", { name: deleting?.name ?? t("delete.thisRoom") })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
