// A new organization: its name and its first location. The location's fields come from the locations
// feature through the route (features do not import each other), as a render prop over this one form.
import type { CreateLocationInput } from "@verdant/shared/locations";
import { createOrganizationInput } from "@verdant/shared/organizations";
import type { ReactNode } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { organizationMessages } from "./messages.ts";

export type OrganizationFormValues<TLocation> = { name: string; location: TLocation };
type Output = z.output<typeof createOrganizationInput>;

export function CreateOrganizationForm<TLocation>(props: {
  locationDefaults: TLocation;
  toLocationInput: (values: TLocation) => CreateLocationInput;
  renderLocationFields: (form: UseFormReturn<OrganizationFormValues<TLocation>, unknown, Output>) => ReactNode;
  pending: boolean;
  onSubmit: (input: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<OrganizationFormValues<TLocation>, unknown, Output>({
    resolver: schemaResolver(createOrganizationInput, (values: OrganizationFormValues<TLocation>) => ({
      name: values.name,
      location: props.toLocationInput(values.location),
    })),
    defaultValues: { name: "", location: props.locationDefaults } as never,
  });
  const t = useMessages(organizationMessages);
  const submit = form.handleSubmit((input) =>
    props.onSubmit(input).catch((error: unknown) => showFieldErrors(error, form.setError, "location.")),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <TitledCard title={t("create.organization")} description={t("create.organizationHint")} contentClassName="">
        <FormField label={t("create.name")} error={form.formState.errors.name?.message}>
          <Input autoFocus placeholder={t("create.namePlaceholder")} {...form.register("name")} />
        </FormField>
      </TitledCard>
      <Card>
        <CardHeader title={t("create.firstLocation")} description={t("create.firstLocationHint")} />
        <CardContent>{props.renderLocationFields(form)}</CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <FormButtons cancelLabel={t("cancel")} onCancel={props.onCancel} pending={props.pending}>
          {t("create.submit")}
        </FormButtons>
      </div>
    </form>
  );
}
