import { zodResolver } from "@hookform/resolvers/zod";
import { type TaxGroup, taxGroupInput } from "@verdant/shared/tax-groups";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useCreateTaxGroup, useUpdateTaxGroup } from "./api.ts";
import { taxGroupMessages } from "./messages.ts";

/** Create a group, or rename one. */
export function TaxGroupDialog(props: {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: TaxGroup | undefined;
  onCreated?: (group: TaxGroup) => void;
}) {
  const t = useMessages(taxGroupMessages);
  const create = useCreateTaxGroup(props.scope);
  const update = useUpdateTaxGroup(props.scope);
  const form = useForm({ resolver: zodResolver(taxGroupInput), values: { name: props.group?.name ?? "" } });
  const close = () => {
    props.onOpenChange(false);
    form.reset();
  };
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader
          title={props.group ? t("dialog.rename") : t("dialog.new")}
          description={t("dialog.description")}
        />
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((input) => {
            if (props.group) update.mutate({ id: props.group.id, ...input }, { onSuccess: close });
            else
              create.mutate(input, {
                onSuccess: (group) => {
                  close();
                  props.onCreated?.(group);
                },
              });
          })}
        >
          <FormField label={t("dialog.name")} error={form.formState.errors.name?.message}>
            <Input autoFocus placeholder={t("dialog.namePlaceholder")} {...form.register("name")} />
          </FormField>
          <DialogFooter>
            <FormButtons cancelLabel={t("cancel")} onCancel={close} pending={create.isPending || update.isPending}>
              {props.group ? t("dialog.save") : t("dialog.create")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const KEEP = "none";

/**
 * Deleting groups can hand their rates and assignments to another group (newTaxGroupId), so categories and
 * brands are not left untaxed by accident.
 */
export function DeleteTaxGroupsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deleting: { id: string; name: string }[];
  groups: { id: string; name: string }[];
  pending: boolean;
  onConfirm: (newTaxGroupId: string | undefined) => void;
}) {
  const t = useMessages(taxGroupMessages);
  const [replacement, setReplacement] = useState(KEEP);
  const ids = new Set(props.deleting.map((g) => g.id));
  const options = [
    { value: KEEP, label: t("delete.keep") },
    ...props.groups
      .filter((g) => !ids.has(g.id))
      .map((g) => ({ value: g.id, label: t("delete.moveTo", { name: g.name }) })),
  ];
  const title =
    props.deleting.length === 1
      ? t("delete.titleOne", { name: props.deleting[0]?.name ?? "" })
      : t("delete.titleMany", { count: props.deleting.length });
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader title={title} description={t("delete.description")} />
        <FormField label={t("delete.replacement")}>
          <Select value={replacement} onValueChange={setReplacement} options={options} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="destructive"
            loading={props.pending}
            onClick={() => props.onConfirm(replacement === KEEP ? undefined : replacement)}
          >
            {t("delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
