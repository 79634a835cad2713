import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { AssignTarget } from "../../lib/assign-tax-group.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { allTaxGroupsQuery, useAssignTaxGroup, useBulkAssignTaxGroup } from "./api.ts";
import { announce, bulkAssignNotices } from "./bulk-results.ts";
import { taxGroupMessages } from "./messages.ts";

const words = translate(taxGroupMessages);

/** "Flower", or "3 categories", or "2 items" when the targets are of several kinds. */
export function describeTargets(targets: readonly AssignTarget[]): string {
  if (targets.length === 1) return targets[0]!.name;
  const types = new Set(targets.map((t) => t.entityType));
  const [type] = types;
  return words("assign.targets", { count: targets.length, kind: types.size === 1 && type ? type : "mixed" });
}

/**
 * Spec §2: explains that the choice overrides previous settings, offers the selected location's tax groups
 * ('Loading...', 'No tax groups found'), Cancel and Assign ('Assigning...'), Assign disabled until a group is
 * chosen. One target → POST /assign, several → POST /bulk-assign.
 */
export function AssignTaxGroupDialog(props: {
  scope: LocationScope;
  targets: AssignTarget[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssigned?: (() => void) | undefined;
}) {
  const { scope, targets } = props;
  const t = useMessages(taxGroupMessages);
  const groups = useQuery({ ...allTaxGroupsQuery(scope), enabled: props.open });
  const [taxGroupId, setTaxGroupId] = useState<string>("");
  const assign = useAssignTaxGroup(scope);
  const bulkAssign = useBulkAssignTaxGroup(scope);
  const pending = assign.isPending || bulkAssign.isPending;
  const options = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  const placeholder = groups.isPending
    ? t("assign.loading")
    : options.length === 0
      ? t("assign.none")
      : t("assign.choose");

  const done = () => {
    setTaxGroupId("");
    props.onOpenChange(false);
    props.onAssigned?.();
  };
  const submit = () => {
    if (!taxGroupId) return;
    if (targets.length === 1) {
      const [target] = targets;
      assign.mutate({ taxGroupId, entityType: target!.entityType, entityId: target!.entityId }, { onSuccess: done });
      return;
    }
    bulkAssign.mutate(
      { taxGroupId, assignments: targets.map(({ entityType, entityId }) => ({ entityType, entityId })) },
      {
        onSuccess: (result) => {
          announce(bulkAssignNotices(result));
          if (result.successful > 0) done();
        },
      },
    );
  };

  return (
    <Dialog open={props.open} onOpenChange={(open) => !pending && props.onOpenChange(open)}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={t("assign.title")}
          description={rich((values) => t("assign.description", { ...values, count: targets.length }), {
            target: <span className="font-medium text-foreground">{describeTargets(targets)}</span>,
          })}
        />
        <FormField label={t("assign.field")}>
          <Select
            value={taxGroupId || undefined}
            onValueChange={setTaxGroupId}
            options={options}
            placeholder={placeholder}
            disabled={groups.isPending || options.length === 0 || pending}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => props.onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button disabled={!taxGroupId || pending} aria-busy={pending || undefined} onClick={submit}>
            {pending ? t("assign.assigning") : t("assign.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
