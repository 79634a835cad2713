import { useQuery } from "@tanstack/react-query";
import type { TaxGroup, TaxGroupAssignment } from "@verdant/shared/tax-groups";
import { AlertTriangle, Link2, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { conflictsQuery, useRemoveAssignment, useResolveConflicts } from "./api.ts";
import { taxGroupMessages } from "./messages.ts";

/** What the group taxes: its categories, brands and including groups, each removable, with category conflicts. */
export function GroupAssignments(props: { scope: LocationScope; group: TaxGroup; canWrite: boolean }) {
  const t = useMessages(taxGroupMessages);
  const remove = useRemoveAssignment(props.scope);
  const [checking, setChecking] = useState<TaxGroupAssignment | null>(null);
  const { assignments } = props.group;
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <div className="border-b px-4 py-3">
        <h2 className="font-semibold">{t("group.assignedTo")}</h2>
        <p className="text-sm text-muted-foreground">{t("group.assignedHint")}</p>
      </div>
      {assignments.length === 0 ? (
        <EmptyState icon={Link2} title={t("group.notAssigned")} description={t("group.notAssignedHint")} />
      ) : (
        <ul aria-label={t("group.assignments")}>
          {assignments.map((a) => (
            <li key={a.id} className="border-b last:border-0">
              <div className="flex items-center gap-3 px-4 py-2.5">
                <Badge>{t("group.type", { type: a.entityType })}</Badge>
                <span className="flex-1 truncate font-medium">{a.entityName}</span>
                {a.entityType === "CATEGORY" && (
                  <Button size="sm" variant="ghost" onClick={() => setChecking(checking?.id === a.id ? null : a)}>
                    <AlertTriangle /> {t("group.conflicts")}
                  </Button>
                )}
                {props.canWrite && (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t("group.remove", { name: a.entityName })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a.id)}
                  >
                    <X />
                  </Button>
                )}
              </div>
              {checking?.id === a.id && (
                <CategoryConflicts
                  scope={props.scope}
                  groupId={props.group.id}
                  categoryId={a.entityId}
                  canWrite={props.canWrite}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Products of the category whose brand carries another group; the brand wins unless resolved here. */
function CategoryConflicts(props: { scope: LocationScope; groupId: string; categoryId: string; canWrite: boolean }) {
  const t = useMessages(taxGroupMessages);
  const conflicts = useQuery(conflictsQuery(props.scope, props.groupId, props.categoryId));
  const resolve = useResolveConflicts(props.scope, props.groupId, props.categoryId);
  const rows = conflicts.data ?? [];
  const settle = (winner: "CATEGORY" | "BRAND") =>
    resolve.mutate(
      { winner },
      {
        onSuccess: ({ resolvedCount }) => {
          notify.success(t("conflicts.resolved", { count: resolvedCount, winner }));
          void conflicts.refetch();
        },
      },
    );
  if (conflicts.isPending) return <p className="px-4 pb-3 text-sm text-muted-foreground">{t("conflicts.loading")}</p>;
  if (rows.length === 0) return <p className="px-4 pb-3 text-sm text-muted-foreground">{t("conflicts.none")}</p>;
  return (
    <div className="mx-4 mb-3 grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="font-medium">{t("conflicts.count", { count: rows.length })}</p>
      <ul className="grid gap-1">
        {rows.slice(0, 8).map((c) => (
          <li key={c.productId} className="flex flex-wrap justify-between gap-2">
            <span>{c.productName}</span>
            <span className="text-muted-foreground">
              {c.brandName}: {c.brandTaxGroupName}
              {c.resolvedWith && ` · ${t("conflicts.winner", { winner: c.resolvedWith })}`}
            </span>
          </li>
        ))}
      </ul>
      {props.canWrite && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" loading={resolve.isPending} onClick={() => settle("CATEGORY")}>
            {t("conflicts.useCategory")}
          </Button>
          <Button size="sm" variant="ghost" disabled={resolve.isPending} onClick={() => settle("BRAND")}>
            {t("conflicts.keepBrand")}
          </Button>
        </div>
      )}
    </div>
  );
}
