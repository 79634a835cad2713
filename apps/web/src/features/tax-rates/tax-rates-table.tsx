import type { List } from "@verdant/shared";
import type { TaxRate } from "@verdant/shared/tax-rates";
import { Copy, Pencil, Percent } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { actionsColumn, DeleteMenuItem } from "../../components/ui/row-actions.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { useDeleteTaxRate, useDuplicateTaxRate } from "./api.ts";
import { taxRateMessages } from "./messages.ts";
import { TaxRateDialog } from "./tax-rate-dialog.tsx";

/** Spec §3: the number a row shows is its position across pages, (page-1)*limit+index+1. */
export const displayedPosition = (page: number, limit: number, index: number) => (page - 1) * limit + index + 1;

export function TaxRatesTable(props: {
  scope: LocationScope;
  list: List<TaxRate> | undefined;
  loading: boolean;
  searching: boolean;
  canWrite: boolean;
  groups: { id: string; name: string }[];
  onPageChange: (page: number) => void;
  /** The page size, kept in the URL by the page (20 by default, spec §9). */
  onLimitChange?: (limit: number) => void;
}) {
  const t = useMessages(taxRateMessages);
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const duplicate = useDuplicateTaxRate(props.scope);
  const del = useDeleteTaxRate(props.scope);
  const meta = props.list?.meta;
  const rows = props.list?.data.map((rate, index) => ({
    rate,
    position: meta ? displayedPosition(meta.page, meta.limit, index) : index + 1,
  }));
  type Row = NonNullable<typeof rows>[number];

  const columns: Column<Row>[] = [
    {
      id: "position",
      header: "#",
      cell: (r) => <span className="text-muted-foreground tabular-nums">{r.position}</span>,
      className: "w-12",
    },
    { id: "name", header: t("list.name"), cell: (r) => <span className="font-medium">{r.rate.name}</span> },
    {
      id: "rate",
      header: t("list.rate"),
      cell: (r) => <span className="tabular-nums">{formatRate(r.rate.ratePpm)}</span>,
      className: "text-right",
    },
    { id: "customer", header: t("list.customerType"), cell: (r) => t(`customer.${r.rate.customerType}`) },
    {
      id: "group",
      header: t("list.group"),
      cell: (r) => r.rate.taxGroupName ?? <span className="text-muted-foreground">{t("list.standalone")}</span>,
    },
    {
      id: "kind",
      header: t("list.status"),
      cell: (r) => (
        <span className="flex gap-1.5">
          <Badge tone={r.rate.status === "ACTIVE" ? "success" : "neutral"}>
            {r.rate.status === "ACTIVE" ? t("list.active") : t("list.inactive")}
          </Badge>
          {r.rate.compound && <Badge tone="info">{t("list.compound")}</Badge>}
        </span>
      ),
    },
  ];
  if (props.canWrite)
    columns.push(
      actionsColumn(
        (r) => t("list.actionsFor", { name: r.rate.name }),
        (r) => (
          <>
            <DropdownMenuItem onSelect={() => setEditing(r.rate)}>
              <Pencil /> {t("list.edit")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate.mutate({ id: r.rate.id, inGroup: false })}>
              <Copy /> {t("list.duplicate")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DeleteMenuItem onSelect={() => setDeleting(r.rate)}>{t("list.delete")}</DeleteMenuItem>
          </>
        ),
      ),
    );

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.rate.id}
        loading={props.loading}
        empty={<ListEmptyState icon={Percent} searching={props.searching} say={(word) => t(`list.${word}`)} />}
        footer={pageFooter(meta, props.onPageChange, props.onLimitChange)}
      />
      <TaxRateDialog
        scope={props.scope}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        rate={editing ?? undefined}
        groups={props.groups}
      />
      <ConfirmDialog
        cancelLabel={t("cancel")}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("delete.title", { name: deleting?.name ?? t("delete.thisRate") })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        destructive
        pending={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
