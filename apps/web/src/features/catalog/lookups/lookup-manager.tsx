import { useQuery } from "@tanstack/react-query";
import { Landmark, Tags } from "lucide-react";
import { useState } from "react";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { Column } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ListTable } from "../../../components/ui/list-table.tsx";
import { AddButton, ListToolbar } from "../../../components/ui/list-toolbar.tsx";
import { buttonsColumn, RowButtons, selectColumn } from "../../../components/ui/row-actions.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { useRouteSearch } from "../../../hooks/use-route-search.ts";
import { useRowSelection } from "../../../hooks/use-row-selection.ts";
import { formatCount } from "../../../lib/format.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { type LocationScope, useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";
import { type CatalogWords, catalogMessages } from "../messages.ts";
import { type LookupSearch, lookupListParams, lookupListQuery, useDeleteLookup } from "./api.ts";
import { LookupFormDialog } from "./lookup-form.tsx";
import { enumWords, extraLabelKeys, type LookupEntry, type LookupKindName, lookupKinds } from "./lookup-kinds.ts";
import { assignTaxGroupTo, takesTaxGroup } from "./lookup-tax-group.ts";

function extraCell(t: CatalogWords, entry: LookupEntry) {
  if ("complianceClass" in entry)
    return <Badge tone="info">{enumWords(t, "complianceClass", entry.complianceClass)}</Badge>;
  if ("type" in entry) return <Badge tone="neutral">{enumWords(t, "type", entry.type)}</Badge>;
  if ("rank" in entry) return <span className="tabular-nums">{entry.rank}</span>;
  if ("description" in entry && entry.description)
    return <span className="line-clamp-1 text-muted-foreground">{entry.description}</span>;
  return <span className="text-muted-foreground">—</span>;
}

/** List, search, create, edit and delete the entries of one lookup kind; list state comes from the URL. */
export function LookupManager(props: {
  scope: LocationScope;
  kind: LookupKindName;
  search: LookupSearch;
  onSearchChange: (next: LookupSearch) => void;
  canWrite: boolean;
  /** May assign tax groups (pricing.write): brands and categories then offer 'Assign tax group'. */
  canAssignTax?: boolean;
}) {
  const { scope, search, canWrite } = props;
  const taxed = takesTaxGroup(props.kind) && props.canAssignTax ? props.kind : null;
  const kind = lookupKinds[props.kind];
  const t = useMessages(catalogMessages);
  const of = { kind: props.kind };
  const list = useQuery(lookupListQuery(scope, props.kind, lookupListParams(search)));
  const remove = useDeleteLookup(scope, props.kind);
  const [editing, setEditing] = useState<LookupEntry | "new" | null>(null);
  const [deleting, setDeleting] = useState<LookupEntry | null>(null);
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(rows, (e) => e.id);
  const chosen = selection.rows;

  const columns: Column<LookupEntry>[] = [];
  if (taxed)
    columns.push(selectColumn(selection, { all: t("select.all"), row: (e) => t("select.row", { name: e.name }) }));
  columns.push(
    { id: "name", header: t("col.name"), cell: (e) => <span className="font-medium">{e.name}</span> },
    ...(kind.extra
      ? [{ id: "extra", header: t(extraLabelKeys[kind.extra.key]), cell: (e: LookupEntry) => extraCell(t, e) }]
      : []),
    {
      id: "products",
      header: t("col.products"),
      className: "text-right tabular-nums",
      cell: (e) => formatCount(e.productCount),
    },
  );
  if (canWrite || taxed)
    columns.push(
      buttonsColumn(
        (e) => (
          <RowButtons
            name={e.name}
            onEdit={canWrite ? () => setEditing(e) : undefined}
            onDelete={canWrite ? () => setDeleting(e) : undefined}
          >
            {taxed && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("tax.assignToName", { name: e.name })}
                title={t("tax.assign")}
                onClick={() => assignTaxGroupTo(taxed, [e])}
              >
                <Landmark />
              </Button>
            )}
          </RowButtons>
        ),
        taxed && canWrite ? "w-32 text-right" : "w-24 text-right",
      ),
    );

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={search.search}
        placeholder={t("kind.search", of)}
        onSearch={(value) => props.onSearchChange({ ...search, page: 1, search: value })}
        action={
          <>
            {taxed && chosen.length > 0 && (
              <>
                <span className="text-sm text-muted-foreground">{t("selected", { count: chosen.length })}</span>
                <Button variant="outline" onClick={() => assignTaxGroupTo(taxed, chosen, selection.clear)}>
                  <Landmark /> {t("tax.assign")}
                </Button>
              </>
            )}
            {canWrite && <AddButton onClick={() => setEditing("new")}>{t("kind.new", of)}</AddButton>}
          </>
        }
      />
      <ListTable
        columns={columns}
        list={list}
        empty={
          <EmptyState
            icon={Tags}
            title={search.search ? t("kind.noMatch", { ...of, search: search.search }) : t("kind.noneYet", of)}
            description={t(search.search ? "kind.tryName" : "kind.description", of)}
            action={
              canWrite && !search.search ? (
                <AddButton variant="outline" onClick={() => setEditing("new")}>
                  {t("kind.new", of)}
                </AddButton>
              ) : undefined
            }
          />
        }
        onPageChange={(page) => props.onSearchChange({ ...search, page })}
      />
      <LookupFormDialog
        scope={scope}
        kind={kind}
        open={editing !== null}
        entry={editing === "new" ? undefined : (editing ?? undefined)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("kind.deleteTitle", { name: deleting?.name ?? t("kind.singular", of).toLowerCase() })}
        description={
          deleting && deleting.productCount > 0
            ? t("kind.inUse", { ...of, count: deleting.productCount })
            : t("kind.removed", of)
        }
        confirmLabel={t("delete")}
        destructive
        pending={remove.isPending || (deleting?.productCount ?? 0) > 0}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

/** A lookup's page body: the selected location's entries (list state from the URL), or the prompt to choose one. */
export function LookupSection({ kind }: { kind: LookupKindName }) {
  const scope = useLocationScope();
  const canWrite = useCan("catalog.write");
  const canAssignTax = useCan("pricing.write");
  const [search, onSearchChange] = useRouteSearch<LookupSearch>();
  if (!scope) return <NoLocationSelected />;
  return (
    <LookupManager
      key={scope.locationId}
      scope={scope}
      kind={kind}
      search={search}
      onSearchChange={onSearchChange}
      canWrite={canWrite}
      canAssignTax={canAssignTax}
    />
  );
}

/** A Configure tab of one kind (categories, strains, tags, priorities), titled by the kind's plural. */
export function LookupTab({ kind }: { kind: LookupKindName }) {
  const t = useMessages(catalogMessages);
  const title = t("kind.plural", { kind });
  usePageTitle(title);
  return (
    <section aria-label={title}>
      <LookupSection kind={kind} />
    </section>
  );
}
