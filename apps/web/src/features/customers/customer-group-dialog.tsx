import type { CustomerGroup } from "@verdant/shared/customers";
import { customerGroupInput } from "@verdant/shared/customers";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { useCreateCustomerGroup, useUpdateCustomerGroup } from "./customer-groups.api.ts";
import { customerMessages } from "./messages.ts";

type Props = {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to rename; without it the dialog creates one. */
  group?: CustomerGroup | undefined;
};

/** Create or rename a customer group; the name is checked by the shared schema, a taken name under the field. */
export function CustomerGroupDialog(props: Props) {
  const t = useMessages(customerMessages);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={props.group ? t("groups.dialogEdit") : t("groups.dialogNew")}
          description={t("groups.dialogDescription")}
        />
        {/* Mounted only while open, so each opening starts from the group's current name. */}
        {props.open && <CustomerGroupForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function CustomerGroupForm({ scope, group, onOpenChange }: Props) {
  const t = useMessages(customerMessages);
  const create = useCreateCustomerGroup(scope);
  const update = useUpdateCustomerGroup(scope);
  const form = useForm<{ name: string }, unknown, { name: string }>({
    resolver: schemaResolver(customerGroupInput, (values: { name: string }) => values),
    defaultValues: { name: group?.name ?? "" },
  });
  const submit = form.handleSubmit((input) => {
    const done = {
      onSuccess: () => onOpenChange(false),
      onError: (error: unknown) => {
        showFieldErrors(error, form.setError);
        notifyError(error, group ? t("groups.updateFailed") : t("groups.createFailed"));
      },
    };
    if (group) update.mutate({ id: group.id, input }, done);
    else create.mutate(input, done);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t("groups.name")} error={form.formState.errors.name?.message}>
        <Input autoFocus autoComplete="off" maxLength={60} {...form.register("name")} />
      </FormField>
      <DialogFooter>
        <FormButtons
          onCancel={() => onOpenChange(false)}
          cancelLabel={t("form.cancel")}
          pending={create.isPending || update.isPending}
        >
          {group ? t("groups.saveChanges") : t("groups.create")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
