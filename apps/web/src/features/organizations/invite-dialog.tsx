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
import { type AssignableMemberType, assignableMemberTypes } from "@verdant/shared/roles";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import {
  type InviteFormValues,
  inviteDefaults,
  splitAddresses,
  toBulkInvitation,
  toSendInvitation,
} from "./invite-values.ts";
import { useBulkInvitations, useSendInvitation } from "./invites.api.ts";
import { memberTypeHints, memberTypeLabels } from "./labels.ts";
import { LocationRolesEditor } from "./location-roles-editor.tsx";

const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (+${c.callingCode})` }));
const typeOptions = assignableMemberTypes.map((t) => ({ value: t, label: memberTypeLabels[t] }));

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
        .map(([, field]) => `Line ${Number(index) + 1}: ${field?.message ?? "is not valid"}`),
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
        if (result.successCount)
          notify.success(`${result.successCount} invitation${result.successCount === 1 ? "" : "s"} sent`);
        for (const failure of result.failures) notify.error(`${failure.id}: ${failure.message}`);
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
              <TabsTrigger value="one">One person</TabsTrigger>
              <TabsTrigger value="many">Several people</TabsTrigger>
            </TabsList>
          </Tabs>
        )}
      />
      {mode === "one" ? (
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <FormField label="Send by">
                <Select
                  value={field.value}
                  onValueChange={(v) => {
                    field.onChange(v);
                    form.clearErrors();
                  }}
                  options={[
                    { value: "email", label: "E-mail" },
                    { value: "phone", label: "Text message" },
                  ]}
                />
              </FormField>
            )}
          />
          {method === "email" ? (
            <FormField label="E-mail" error={errors.email?.message}>
              <Input type="email" autoFocus placeholder="jamie@store.com" {...form.register("email")} />
            </FormField>
          ) : (
            <FormField label="Phone number" error={errors.phone?.message ?? errors.email?.message}>
              <Input type="tel" autoFocus placeholder="(604) 555-0123" {...form.register("phone")} />
            </FormField>
          )}
        </div>
      ) : (
        <FormField
          label="E-mails or phone numbers"
          description="One per line. Phone numbers without a + use the country below."
        >
          <Textarea rows={4} placeholder={"jamie@store.com\n(604) 555-0123"} {...form.register("addresses")} />
        </FormField>
      )}
      {mode === "many" &&
        lineErrors(errors).map((message) => (
          <p key={message} role="alert" className="-mt-3 text-xs font-medium text-destructive">
            {message}
          </p>
        ))}

      {(mode === "many" || method === "phone") && (
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <FormField label="Country/Region for phone numbers">
              <Select value={field.value} onValueChange={field.onChange} options={countryOptions} />
            </FormField>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormField label="Member type" description={memberTypeHints[type]}>
            <Select
              value={field.value}
              onValueChange={(v) => field.onChange(v as AssignableMemberType)}
              options={typeOptions}
            />
          </FormField>
        )}
      />
      {type === "MEMBER" && (
        <Controller
          control={form.control}
          name="locationRoles"
          render={({ field }) => (
            <div className="grid gap-2">
              <p className="text-sm font-medium">Roles at each location</p>
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
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending || bulk.isPending}>
          {mode === "one"
            ? "Send invitation"
            : `Send ${splitAddresses(form.watch("addresses")).length || ""} invitations`.replace("  ", " ")}
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
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader
          title="Invite people"
          description="They get a link to join. Choose what they may do before the invitation goes out."
        />
        <InviteForm
          organizationId={props.organizationId}
          locations={props.locations}
          onDone={() => props.onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
