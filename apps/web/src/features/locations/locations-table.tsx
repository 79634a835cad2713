// The organization's locations: search by name or address, city and state filters, paging, and the
// create/edit dialog and delete confirmation for those who manage the organization.
import { useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import type { Location } from "@verdant/shared/locations";
import { MapPin, Plus, ReceiptText } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { locationsQuery, useDeleteLocation } from "./api.ts";
import { LocationFormDialog } from "./location-form-dialog.tsx";
import { ReceiptSettingsDialog } from "./receipt-settings-dialog.tsx";

export type LocationFilters = { page: number; nameOrAddress: string; city: string; state: string };

const place = (l: Location) => [l.address, l.address2].filter(Boolean).join(", ");
const region = (l: Location) => [l.city, l.state, l.postalCode].filter(Boolean).join(", ");

export function LocationsTable(props: {
  orgId: string;
  organizationName?: string;
  filters: LocationFilters;
  onFiltersChange: (next: Partial<LocationFilters>) => void;
  canManage: boolean;
}) {
  const { orgId, filters, onFiltersChange, canManage } = props;
  const list = useQuery(locationsQuery({ orgId, ...filters, sort: "name", limit: PAGE_SIZE.default }));
  const remove = useDeleteLocation(orgId);
  const [editing, setEditing] = useState<Location | "new" | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const [receipts, setReceipts] = useState<Location | null>(null);
  const filtered = Boolean(filters.nameOrAddress || filters.city || filters.state);

  const columns: Column<Location>[] = [
    {
      id: "name",
      header: "Location",
      cell: (l) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{l.name}</span>
          <span className="text-xs text-muted-foreground">{place(l) || "No street address"}</span>
        </div>
      ),
    },
    { id: "region", header: "City", cell: (l) => region(l) || <span className="text-muted-foreground">—</span> },
    { id: "zone", header: "Time zone", cell: (l) => l.timeZone, className: "hidden md:table-cell" },
    { id: "currency", header: "Currency", cell: (l) => l.currency, className: "hidden sm:table-cell" },
    { id: "age", header: "Min. age", cell: (l) => l.minimumAge, className: "hidden lg:table-cell" },
  ];
  if (canManage)
    columns.push(
      buttonsColumn(
        (l) => (
          <RowButtons name={l.name} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)}>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Receipts and refunds of ${l.name}`}
              title="Receipts and refunds"
              onClick={() => setReceipts(l)}
            >
              <ReceiptText />
            </Button>
          </RowButtons>
        ),
        "w-32 text-right",
      ),
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={filters.nameOrAddress}
          placeholder="Search name or address"
          onSearch={(nameOrAddress) => onFiltersChange({ nameOrAddress, page: 1 })}
        />
        <SearchInput
          value={filters.city}
          placeholder="City"
          className="max-w-40"
          onSearch={(city) => onFiltersChange({ city, page: 1 })}
        />
        <SearchInput
          value={filters.state}
          placeholder="Province or state"
          className="max-w-52"
          onSearch={(state) => onFiltersChange({ state, page: 1 })}
        />
        <div className="flex-1" />
        {canManage && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> New location
          </Button>
        )}
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(l) => l.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={MapPin}
            title={filtered ? "No location matches" : "No locations yet"}
            description={filtered ? "Try another name, address, city or state." : "Add the first store to sell from."}
          />
        }
        footer={pageFooter(list.data?.meta, (page) => onFiltersChange({ page }))}
      />
      <LocationFormDialog
        orgId={orgId}
        location={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ReceiptSettingsDialog
        orgId={orgId}
        organizationName={props.organizationName}
        location={receipts}
        onOpenChange={(open) => !open && setReceipts(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "this location"}?`}
        description="This cannot be undone. An organization keeps at least one location, so its last one cannot be deleted."
        confirmLabel="Delete location"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
