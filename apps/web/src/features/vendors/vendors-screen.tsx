import { useQuery } from "@tanstack/react-query";
import { licenseStatuses, type Vendor, type VendorBulkResult } from "@verdant/shared/vendors";
import { Power, PowerOff, Trash2, Truck } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { AddButton, ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { BulkBar } from "../../components/ui/row-actions.tsx";
import { Select } from "../../components/ui/select.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { plainMessage } from "../../lib/plain-messages.ts";
import {
  useBulkDeleteVendors,
  useBulkSetVendorsActive,
  useDeleteVendor,
  useSetVendorActive,
  vendorListQuery,
} from "./api.ts";
import { vendorScreenMessages } from "./messages.ts";
import { VendorEditorDialog, type VendorEditorTarget } from "./vendor-editor.tsx";
import { type VendorsSearch, vendorQueryOf, withVendorFilter } from "./vendors-search.ts";
import { VendorsTable } from "./vendors-table.tsx";

const ALL = "all";

/** The vendor list of a location: filters in the URL, 10 a page, single and bulk actions, the vendor editor. */
export function VendorsScreen(props: {
  scope: LocationScope;
  search: VendorsSearch;
  onSearchChange: (next: VendorsSearch) => void;
  canWrite: boolean;
}) {
  const { scope, search, onSearchChange, canWrite } = props;
  const t = useMessages(vendorScreenMessages);
  const query = vendorQueryOf(search);
  const list = useQuery(vendorListQuery(scope, query));
  const rows = list.data?.data;
  const [editor, setEditor] = useState<VendorEditorTarget>(null);
  const [deleting, setDeleting] = useState<Vendor[] | null>(null);
  const selection = useRowSelection(rows, (v) => v.id, { resetKey: JSON.stringify(query) });
  const setOne = useSetVendorActive(scope);
  const removeOne = useDeleteVendor(scope);
  const bulkStatus = useBulkSetVendorsActive(scope);
  const bulkDelete = useBulkDeleteVendors(scope);
  const clear = selection.clear;

  /** Partial results: the successes in one toast, each refusal with the vendor's name. */
  const report = (done: "bulk.deleted" | "bulk.updated") => (result: VendorBulkResult) => {
    if (result.successCount > 0) notify.success(t(done, { count: result.successCount }));
    for (const failure of result.failures) {
      const name = rows?.find((v) => v.id === failure.id)?.name;
      const message = plainMessage(failure.message);
      notify.error(name ? t("bulk.failure", { name, message }) : message);
    }
    clear();
  };
  const selectedVendors = selection.rows;
  const confirmDelete = () => {
    if (!deleting) return;
    const done = { onSettled: () => setDeleting(null) };
    if (deleting.length === 1 && selection.count === 0) removeOne.mutate(deleting[0]!.id, done);
    else
      bulkDelete.mutate(
        deleting.map((v) => v.id),
        { ...done, onSuccess: report("bulk.deleted") },
      );
  };
  const filtered = Boolean(search.name) || search.active !== undefined || Boolean(search.licenseStatus);

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={search.name ?? ""}
        placeholder={t("search")}
        onSearch={(name) => onSearchChange(withVendorFilter(search, { name: name || undefined }))}
        action={canWrite && <AddButton onClick={() => setEditor({ mode: "new" })}>{t("new")}</AddButton>}
      >
        <Select
          aria-label={t("filter.status")}
          className="w-40"
          value={search.active === undefined ? ALL : String(search.active)}
          onValueChange={(v) =>
            onSearchChange(withVendorFilter(search, { active: v === ALL ? undefined : v === "true" }))
          }
          options={[
            { value: ALL, label: t("filter.allStatuses") },
            { value: "true", label: t("active") },
            { value: "false", label: t("inactive") },
          ]}
        />
        <Select
          aria-label={t("filter.license")}
          className="w-44"
          value={search.licenseStatus ?? ALL}
          onValueChange={(v) =>
            onSearchChange(
              withVendorFilter(search, {
                licenseStatus: v === ALL ? undefined : (v as VendorsSearch["licenseStatus"]),
              }),
            )
          }
          options={[
            { value: ALL, label: t("filter.allLicenses") },
            ...licenseStatuses.map((status) => ({ value: status, label: t("license", { status }) })),
          ]}
        />
      </ListToolbar>
      {canWrite && (
        <BulkBar selection={selection}>
          <Button
            size="sm"
            variant="outline"
            loading={bulkStatus.isPending && bulkStatus.variables?.active}
            onClick={() =>
              bulkStatus.mutate({ vendorIds: selection.ids, active: true }, { onSuccess: report("bulk.updated") })
            }
          >
            <Power /> {t("action.activate")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={bulkStatus.isPending && !bulkStatus.variables?.active}
            onClick={() =>
              bulkStatus.mutate({ vendorIds: selection.ids, active: false }, { onSuccess: report("bulk.updated") })
            }
          >
            <PowerOff /> {t("action.deactivate")}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setDeleting(selectedVendors)}>
            <Trash2 /> {t("action.delete")}
          </Button>
        </BulkBar>
      )}
      <VendorsTable
        rows={rows}
        loading={list.isPending}
        selection={selection}
        actions={
          canWrite
            ? {
                edit: (vendor) => setEditor({ mode: "edit", vendor }),
                setActive: (vendor, active) => setOne.mutate({ id: vendor.id, active }),
                remove: (vendor) => {
                  clear();
                  setDeleting([vendor]);
                },
              }
            : undefined
        }
        empty={
          <ListEmptyState
            icon={Truck}
            searching={filtered}
            say={(word) => t(`list.${word}`)}
            action={
              canWrite && (
                <AddButton variant="outline" onClick={() => setEditor({ mode: "new" })}>
                  {t("new")}
                </AddButton>
              )
            }
          />
        }
        footer={pageFooter(
          list.data?.meta,
          (page) => onSearchChange({ ...search, page }),
          (limit) => onSearchChange(withVendorFilter(search, { limit })),
        )}
      />
      <VendorEditorDialog scope={scope} target={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting?.length === 1
            ? t("delete.one", { name: deleting[0]?.name ?? "" })
            : t("delete.many", { count: deleting?.length ?? 0 })
        }
        description={t("delete.description")}
        confirmLabel={t("action.delete")}
        destructive
        pending={removeOne.isPending || bulkDelete.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
