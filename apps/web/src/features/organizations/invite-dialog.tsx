// Invite one person (e-mail or phone) or many at once, with their member type and location roles chosen
// before the invitation goes out. Validated by the shared send/bulk schemas.
import { COUNTRIES } from "@verdant/shared";
import type { Location } from "@verdant/shared/locations";
import {
  type BulkInvitationInput,
  bulkInvitationInput,
  type SendInvitationInput,
  sendInvitationInput,
} from "@verdant/shared/organizations";
import { assignableMemberTypes } from "@verdant/shared/roles";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import {
  type InviteFormValues,
  inviteDefaults,
  splitAddresses,
  toBulkInvitation,
  toSendInvitation,
} from "./invite-values.ts";
import { useBulkInvitations, useSendInvitation } from "./invites.api.ts";
import { memberTypeHint, memberTypeLabel } from "./labels.ts";
import { LocationRolesEditor } from "./location-roles-editor.tsx";
import { organizationMessages } from "./messages.ts";

const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (+${c.callingCode})` }));
const words = translate(organizationMessages);
/** A phone number as people type it: the same in every language. */
const PHONE_EXAMPLE = "(604) 555-0123";

/** The bulk schema reports 'invitations.2.email': shown as "Line 3: …" under the list. */
function lineErrors(errors: FieldErrors<InviteFormValues>): string[] {
  const bulk = (errors as { invitations?: { message?: string } & Record<number, Record<string, { message?: string }>> })
    .invitations;
  if (!bulk) return [];
  const lines = Object.entries(bulk)
    .filter(([key]) => /^\d+$/.test(key))
    .flatMap(([index, fields]) =>
      Object.entries(fields ?? {})
        .filter(([name]) => name !== "locationRoles")
        .map(([, field]) =>
          words("invite.line", { line: Number(index) + 1, message: field?.message ?? words("invite.notValid") }),
        ),
    );
  return bulk.message ? [bulk.message, ...lines] : lines;
}

/** The roles are chosen once for everyone invited, so their message shows once, under them. */
function rolesError(errors: FieldErrors<InviteFormValues>): string | undefined {
  const bulk = (errors as { invitations?: Record<number, { locationRoles?: { message?: string } }> }).invitations;
  const fromLines = Object.values(bulk ?? {}).find((line) => line?.locationRoles?.message)?.locationRoles?.message;
  return errors.locationRoles?.message ?? fromLines;
}

function InviteForm(props: { organizationId: string; locations: readonly Location[]; onDone: () => void }) {
  const t = useMessages(organizationMessages);
  const typeOptions = assignableMemberTypes.map((value) => ({ value, label: memberTypeLabel(value) }));
  const send = useSendInvitation();
  const bulk = useBulkInvitations();
  const resolveOne = schemaResolver(sendInvitationInput, (v: InviteFormValues) =>
    toSendInvitation(props.organizationId, v),
  );
  const resolveMany = schemaResolver(bulkInvitationInput, (v: InviteFormValues) =>
    toBulkInvitation(props.organizationId, v),
  );
  const resolver: Resolver<InviteFormValues> = (values, context, options) =>
    (values.mode === "one" ? resolveOne : resolveMany)(values, context, options as never) as never;
  const form = useForm<InviteFormValues>({ resolver, defaultValues: inviteDefaults });
  const { errors } = form.formState;
  const [mode, method, type] = form.watch(["mode", "method", "type"]);

  // The resolver hands over the request the shared schema produced; which one depends on the mode.
  const submit = form.handleSubmit((request) => {
    if (form.getValues("mode") === "one") {
      send.mutate(request as unknown as SendInvitationInput, { onSuccess: props.onDone });
      return;
    }
    bulk.mutate(request as unknown as BulkInvitationInput, {
      onSuccess: (result) => {
        if (result.successCount) notify.success(t("invite.sent", { count: result.successCount }));
        for (const failure of result.failures)
          notify.error(t("invite.failure", { to: failure.id, message: failure.message }));
        if (!result.failureCount) props.onDone();
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <Tabs
            value={field.value}
            onValueChange={(v) => {
              field.onChange(v);
              form.clearErrors();
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="one">{t("invite.one")}</TabsTrigger>
              <TabsTrigger value="many">{t("invite.many")}</TabsTrigger>
            </TabsList>
          </Tabs>
        )}
      />
      {mode === "one" ? (
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <SelectField
            control={form.control}
            name="method"
            label={t("invite.sendBy")}
            options={[
              { value: "email", label: t("invite.email") },
              { value: "phone", label: t("invite.text") },
            ]}
            onChange={() => form.clearErrors()}
          />
          {method === "email" ? (
            <FormField label={t("invite.email")} error={errors.email?.message}>
              <Input type="email" autoFocus placeholder={t("invite.emailPlaceholder")} {...form.register("email")} />
            </FormField>
          ) : (
            <FormField label={t("invite.phone")} error={errors.phone?.message ?? errors.email?.message}>
              <Input type="tel" autoFocus placeholder={PHONE_EXAMPLE} {...form.register("phone")} />
            </FormField>
          )}
        </div>
      ) : (
        <FormField label={t("invite.addresses")} description={t("invite.addressesHint")}>
          <Textarea
            rows={4}
            placeholder={`${t("invite.emailPlaceholder")}\n${PHONE_EXAMPLE}`}
            {...form.register("addresses")}
          />
        </FormField>
      )}
      {mode === "many" &&
        lineErrors(errors).map((message) => (
          <p key={message} role="alert" className="-mt-3 text-xs font-medium text-destructive">
            {message}
          </p>
        ))}

      {(mode === "many" || method === "phone") && (
        <SelectField control={form.control} name="country" label={t("invite.country")} options={countryOptions} />
      )}
      <SelectField
        control={form.control}
        name="type"
        label={t("invite.type")}
        description={memberTypeHint(type)}
        options={typeOptions}
      />
      {type === "MEMBER" && (
        <Controller
          control={form.control}
          name="locationRoles"
          render={({ field }) => (
            <div className="grid gap-2">
              <p className="text-sm font-medium">{t("invite.roles")}</p>
              <LocationRolesEditor locations={props.locations} value={field.value} onChange={field.onChange} />
              {rolesError(errors) && (
                <p role="alert" className="text-xs font-medium text-destructive">
                  {rolesError(errors)}
                </p>
              )}
            </div>
          )}
        />
      )}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
        <Button variant="outline" onClick={props.onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={send.isPending || bulk.isPending}>
          {mode === "one"
            ? t("invite.sendOne")
            : t("invite.sendMany", { count: splitAddresses(form.watch("addresses")).length })}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function InviteDialog(props: {
  organizationId: string;
  locations: readonly Location[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(organizationMessages);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader title={t("invite.title")} description={t("invite.description")} />
        <InviteForm
          organizationId={props.organizationId}
          locations={props.locations}
          onDone={() => props.onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
