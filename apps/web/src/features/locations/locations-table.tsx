// The organization's locations: search by name or address, city and state filters, paging, and the
// create/edit dialog and delete confirmation for those who manage the organization.
import { useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import type { Location } from "@verdant/shared/locations";
import { MapPin, ReceiptText } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { AddButton, ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { buttonsColumn, RowButtons } from "../../components/ui/row-actions.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { locationsQuery, useDeleteLocation } from "./api.ts";
import { LocationFormDialog } from "./location-form-dialog.tsx";
import { locationMessages } from "./messages.ts";
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
  const t = useMessages(locationMessages);
  const filtered = Boolean(filters.nameOrAddress || filters.city || filters.state);

  const columns: Column<Location>[] = [
    {
      id: "name",
      header: t("list.location"),
      cell: (l) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{l.name}</span>
          <span className="text-xs text-muted-foreground">{place(l) || t("list.noStreet")}</span>
        </div>
      ),
    },
    {
      id: "region",
      header: t("list.city"),
      cell: (l) => region(l) || <span className="text-muted-foreground">—</span>,
    },
    { id: "zone", header: t("list.timeZone"), cell: (l) => l.timeZone, className: "hidden md:table-cell" },
    { id: "currency", header: t("list.currency"), cell: (l) => l.currency, className: "hidden sm:table-cell" },
    { id: "age", header: t("list.minimumAge"), cell: (l) => l.minimumAge, className: "hidden lg:table-cell" },
  ];
  if (canManage)
    columns.push(
      buttonsColumn(
        (l) => (
          <RowButtons name={l.name} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)}>
            <Button
              size="icon"
              variant="ghost"
              aria-label={t("list.receiptsOf", { name: l.name })}
              title={t("list.receipts")}
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
      <ListToolbar
        search={filters.nameOrAddress}
        placeholder={t("list.search")}
        onSearch={(nameOrAddress) => onFiltersChange({ nameOrAddress, page: 1 })}
        action={canManage && <AddButton onClick={() => setEditing("new")}>{t("list.new")}</AddButton>}
      >
        <SearchInput
          value={filters.city}
          placeholder={t("list.cityFilter")}
          className="max-w-40"
          onSearch={(city) => onFiltersChange({ city, page: 1 })}
        />
        <SearchInput
          value={filters.state}
          placeholder={t("list.stateFilter")}
          className="max-w-52"
          onSearch={(state) => onFiltersChange({ state, page: 1 })}
        />
      </ListToolbar>
      <ListTable
        columns={columns}
        list={list}
        empty={<ListEmptyState icon={MapPin} searching={filtered} say={(word) => t(`list.${word}`)} />}
        onPageChange={(page) => onFiltersChange({ page })}
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
        cancelLabel={t("cancel")}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("delete.title", { name: deleting?.name ?? t("delete.thisLocation") })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
