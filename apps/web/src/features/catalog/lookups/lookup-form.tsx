import { type Resolver, useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog.tsx";
import { FormButtons } from "../../../components/ui/form-buttons.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { schemaResolver } from "../../../lib/form-resolver.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { notifyError } from "../../../lib/notify-error.ts";
import { showFieldErrors } from "../../../lib/server-field-errors.ts";
import { catalogMessages } from "../messages.ts";
import { useCreateLookup, useUpdateLookup } from "./api.ts";
import { enumWords, extraLabelKeys, type LookupEntry, type LookupKind } from "./lookup-kinds.ts";

type Values = { name: string; extra: string };

const extraOf = (entry: LookupEntry | undefined): string => {
  if (!entry) return "";
  if ("complianceClass" in entry) return entry.complianceClass;
  if ("type" in entry) return entry.type;
  if ("rank" in entry) return String(entry.rank);
  if ("description" in entry) return entry.description ?? "";
  return "";
};

/** Form values → the kind's request: the extra field under its own name, a rank as a number. */
export function toLookupInput(kind: LookupKind, { name, extra }: Values): Record<string, unknown> {
  const field = kind.extra;
  if (!field) return { name };
  if (field.key === "rank") return { name, rank: extra.trim() === "" ? undefined : Number(extra) };
  if (field.key === "description") return { name, description: extra };
  return { name, [field.key]: extra || undefined };
}

type LookupFormDialogProps = {
  scope: LocationScope;
  kind: LookupKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; without it the dialog creates one. */
  entry?: LookupEntry | undefined;
  /** A name typed in a picker that did not find it. */
  initialName?: string;
  onSaved?: (entry: LookupEntry) => void;
};

export function LookupFormDialog(props: LookupFormDialogProps) {
  const { kind, entry } = props;
  const t = useMessages(catalogMessages);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader
          title={t(entry ? "kind.edit" : "kind.new", { kind: kind.name })}
          description={t("kind.description", { kind: kind.name })}
        />
        {/* Mounted only while open, so each opening starts from the entry's current values. */}
        {props.open && <LookupForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function LookupForm({ scope, kind, entry, initialName, onOpenChange, onSaved }: LookupFormDialogProps) {
  const create = useCreateLookup(scope, kind.name);
  const update = useUpdateLookup(scope, kind.name);
  const t = useMessages(catalogMessages);
  // The kind's schema decides the request; its output is the body sent as is.
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: schemaResolver(kind.input, (values: Values) => toLookupInput(kind, values) as never) as Resolver<
      Values,
      unknown,
      Record<string, unknown>
    >,
    defaultValues: { name: entry?.name ?? initialName ?? "", extra: extraOf(entry) },
  });
  const { errors } = form.formState;
  const extraError = (errors as Record<string, { message?: string } | undefined>)[kind.extra?.key ?? ""]?.message;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((input) => {
    const done = {
      onSuccess: (saved: LookupEntry) => {
        onSaved?.(saved);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        showFieldErrors(error, form.setError);
        notifyError(error, t(entry ? "kind.updateFailed" : "kind.createFailed", { kind: kind.name }));
      },
    };
    if (entry) update.mutate({ id: entry.id, input }, done);
    else create.mutate(input, done);
  });

  const field = kind.extra;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t("col.name")} error={errors.name?.message}>
        <Input autoFocus autoComplete="off" {...form.register("name")} />
      </FormField>
      {field?.key === "description" && (
        <FormField label={t("field.description")} error={extraError} description={t("field.optional")}>
          <Textarea rows={3} {...form.register("extra")} />
        </FormField>
      )}
      {field?.key === "rank" && (
        <FormField label={t("field.rank")} error={extraError} description={t("field.rankHint")}>
          <Input inputMode="numeric" {...form.register("extra")} />
        </FormField>
      )}
      {(field?.key === "complianceClass" || field?.key === "type") && (
        <SelectField
          control={form.control}
          name="extra"
          label={t(extraLabelKeys[field.key])}
          error={extraError}
          placeholder={t(field.key === "complianceClass" ? "field.chooseClass" : "field.chooseType")}
          options={field.options.map((o) => ({ value: o, label: enumWords(t, field.key, o) }))}
        />
      )}
      <DialogFooter>
        <FormButtons cancelLabel={t("cancel")} onCancel={() => onOpenChange(false)} pending={pending}>
          {entry ? t("form.saveChanges") : t("kind.create", { kind: kind.name })}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
