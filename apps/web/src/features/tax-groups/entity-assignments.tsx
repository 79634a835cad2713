import { queryOptions, useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { brandList, categoryList } from "@verdant/shared/catalog";
import type { TaxGroup } from "@verdant/shared/tax-groups";
import { Tags } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { selectColumn } from "../../components/ui/row-actions.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { api } from "../../lib/api-client.ts";
import { openAssignTaxGroup } from "../../lib/assign-tax-group.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { taxGroupMessages } from "./messages.ts";

type Kind = "CATEGORY" | "BRAND";
type Entry = { id: string; name: string; productCount: number };

/** The catalog's categories or brands (read-only here: the catalog screens own them). */
const entriesQuery = (scope: LocationScope, kind: Kind) =>
  queryOptions({
    queryKey: [...queryKeys.taxGroups.all, "entities", scope.locationId, kind],
    queryFn: async ({ signal }) => {
      const schema = kind === "CATEGORY" ? categoryList : brandList;
      const path = locationPath(scope, kind === "CATEGORY" ? "category" : "brand");
      return schema.parse(await api.get(path, { page: 1, limit: PAGE_SIZE.max }, signal)).data as Entry[];
    },
  });

/** Which group taxes each category and brand, and the 'Assign tax group' dialog for one or several of them. */
export function EntityAssignments(props: { scope: LocationScope; groups: TaxGroup[]; canWrite: boolean }) {
  const t = useMessages(taxGroupMessages);
  const [kind, setKind] = useState<Kind>("CATEGORY");
  const entries = useQuery(entriesQuery(props.scope, kind));
  const groupOf = new Map<string, string>();
  for (const group of props.groups)
    for (const a of group.assignments) if (a.entityType === kind) groupOf.set(a.entityId, group.name);

  const rows = entries.data ?? [];
  const selection = useRowSelection(rows, (e) => e.id, { resetKey: kind });
  const chosen = selection.rows;
  const open = (targets: Entry[]) =>
    openAssignTaxGroup({
      targets: targets.map((e) => ({ entityType: kind, entityId: e.id, name: e.name })),
      onAssigned: selection.clear,
    });

  const columns: Column<Entry>[] = [
    ...(props.canWrite
      ? [selectColumn(selection, { all: t("entities.selectAll"), row: (e) => t("entities.select", { name: e.name }) })]
      : []),
    {
      id: "name",
      header: kind === "CATEGORY" ? t("entities.category") : t("entities.brand"),
      cell: (e) => <span className="font-medium">{e.name}</span>,
    },
    {
      id: "products",
      header: t("entities.products"),
      className: "text-right",
      cell: (e) => <span className="tabular-nums">{e.productCount}</span>,
    },
    {
      id: "group",
      header: t("entities.group"),
      cell: (e) => {
        const name = groupOf.get(e.id);
        return name ? (
          <Badge tone="info">{name}</Badge>
        ) : (
          <span className="text-muted-foreground">{t("entities.none")}</span>
        );
      },
    },
  ];
  if (props.canWrite)
    columns.push({
      id: "assign",
      header: <span className="sr-only">{t("entities.actions")}</span>,
      className: "text-right",
      cell: (e) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={t("entities.assignTo", { name: e.name })}
          onClick={() => open([e])}
        >
          {t("entities.assign")}
        </Button>
      ),
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs value={kind} onValueChange={(value) => setKind(value as Kind)}>
          <TabsList>
            <TabsTrigger value="CATEGORY">{t("entities.categories")}</TabsTrigger>
            <TabsTrigger value="BRAND">{t("entities.brands")}</TabsTrigger>
          </TabsList>
        </Tabs>
        {props.canWrite && (
          <Button disabled={chosen.length === 0} onClick={() => open(chosen)}>
            {chosen.length > 0 ? t("entities.assignCount", { count: chosen.length }) : t("entities.assignChosen")}
          </Button>
        )}
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        loading={entries.isPending}
        empty={
          <EmptyState
            icon={Tags}
            title={kind === "CATEGORY" ? t("entities.noCategories") : t("entities.noBrands")}
            description={t("entities.emptyHint")}
          />
        }
      />
    </div>
  );
}
