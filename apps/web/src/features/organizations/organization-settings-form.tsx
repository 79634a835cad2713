// Rename an organization (and its slug, the name in its links). Read-only for members who cannot manage it.
import { type OrganizationDetails, updateOrganizationInput } from "@verdant/shared/organizations";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { personName } from "./labels.ts";
import { organizationMessages } from "./messages.ts";
import { useUpdateOrganization } from "./organizations.api.ts";

type Values = { name: string; slug: string };

export function OrganizationSettingsForm({
  organization,
  canManage,
}: {
  organization: OrganizationDetails;
  canManage: boolean;
}) {
  const update = useUpdateOrganization();
  const t = useMessages(organizationMessages);
  const form = useForm<Values, unknown, z.output<typeof updateOrganizationInput>>({
    resolver: schemaResolver(updateOrganizationInput, (values: Values) => ({ id: organization.id, ...values })),
    values: { name: organization.name, slug: organization.slug },
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((input) =>
    update.mutate(input, { onError: (error) => showFieldErrors(error, form.setError) }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader title={t("details.title")} description={t("details.description")} />
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("details.name")} error={errors.name?.message}>
            <Input disabled={!canManage} {...form.register("name")} />
          </FormField>
          <FormField label={t("details.slug")} error={errors.slug?.message} description={t("details.slugHint")}>
            <Input disabled={!canManage} {...form.register("slug")} />
          </FormField>
          <dl className="grid gap-1 text-sm sm:col-span-2 sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{t("details.owner")}</dt>
              <dd className="font-medium">{personName(organization.owner) || organization.owner.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("details.members")}</dt>
              <dd className="font-medium tabular-nums">{organization.memberCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("details.created")}</dt>
              <dd className="font-medium">{formatDate(organization.createdAt)}</dd>
            </div>
          </dl>
        </CardContent>
        {canManage && (
          <CardFooter>
            <Button variant="outline" disabled={!isDirty} onClick={() => form.reset()}>
              {t("details.discard")}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              {t("details.save")}
            </Button>
          </CardFooter>
        )}
      </Card>
    </form>
  );
}
