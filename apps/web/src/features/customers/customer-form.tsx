import { findCountry } from "@verdant/shared";
import {
  type Customer,
  type CustomerGroup,
  createCustomerInput,
  customerStatuses,
  customerTypes,
} from "@verdant/shared/customers";
import { MEDICAL_CARD_TYPES } from "@verdant/shared/pricing/pricing.types";
import { Controller, useForm } from "react-hook-form";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import {
  type CustomerOutput,
  type CustomerValues,
  cardTypeLabels,
  countryOptions,
  customerDefaults,
  statusLabels,
  toCustomerInput,
  typeLabels,
} from "./customer-values.ts";

/** Names, contact, date of birth, type with the medical card, groups and notes, checked by the shared schema. */
export function CustomerForm(props: {
  locationId: string;
  customer?: Customer;
  groups: CustomerGroup[];
  pending: boolean;
  /** The server's reasons for the last refusal (age, card, duplicates), shown above the buttons. */
  serverErrors?: string[];
  onSubmit: (input: CustomerOutput) => void;
  onCancel: () => void;
}) {
  const form = useForm<CustomerValues, unknown, CustomerOutput>({
    resolver: schemaResolver(createCustomerInput, (values: CustomerValues) =>
      toCustomerInput(values, props.locationId),
    ),
    defaultValues: customerDefaults(props.customer),
  });
  const { errors } = form.formState;
  const medical = form.watch("type") === "MEDICAL";
  const country = findCountry(form.watch("country"));

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoFocus autoComplete="off" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register("lastName")} />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" placeholder="name@example.com" {...form.register("email")} />
        </FormField>
        <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
          <Input type="date" {...form.register("dateOfBirth")} />
        </FormField>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <FormField label="Phone country">
              <Select value={field.value} onValueChange={field.onChange} options={countryOptions} />
            </FormField>
          )}
        />
        <FormField
          label="Phone"
          error={errors.phone?.message}
          description={country && `For example ${country.example}`}
        >
          <Input type="tel" inputMode="tel" placeholder={country?.example} {...form.register("phone")} />
        </FormField>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormField label="Customer type" error={errors.type?.message}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={customerTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormField label="Status" error={errors.status?.message}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={customerStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="nonResident"
        render={({ field }) => (
          <CheckboxField
            label="Non-resident: ID from another state (Illinois limits half the amounts)"
            checked={field.value}
            onCheckedChange={(on) => field.onChange(on === true)}
          />
        )}
      />
      {medical && (
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Medical card</legend>
          <Controller
            control={form.control}
            name="medicalCardType"
            render={({ field }) => (
              <FormField label="Card type" error={errors.medicalCardType?.message}>
                <Select
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  placeholder="Choose the document"
                  options={MEDICAL_CARD_TYPES.map((t) => ({ value: t, label: cardTypeLabels[t] }))}
                />
              </FormField>
            )}
          />
          <FormField label="Card number" error={errors.medicalCardNumber?.message}>
            <Input {...form.register("medicalCardNumber")} />
          </FormField>
          <FormField label="Issuing state" error={errors.medicalCardState?.message}>
            <Input placeholder="CA" {...form.register("medicalCardState")} />
          </FormField>
          <FormField label="Expiry" error={errors.medicalCardExpiry?.message}>
            <Input type="date" {...form.register("medicalCardExpiry")} />
          </FormField>
        </fieldset>
      )}
      {props.groups.length > 0 && (
        <Controller
          control={form.control}
          name="customerGroupIds"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Groups</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {props.groups.map((g) => (
                  <CheckboxField
                    key={g.id}
                    label={g.name}
                    checked={field.value.includes(g.id)}
                    onCheckedChange={(on) =>
                      field.onChange(on === true ? [...field.value, g.id] : field.value.filter((id) => id !== g.id))
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
        />
      )}
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
      {props.serverErrors && props.serverErrors.length > 0 && (
        <ul
          role="alert"
          className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {props.serverErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <FormButtons onCancel={props.onCancel} pending={props.pending}>
          {props.customer ? "Save customer" : "Create customer"}
        </FormButtons>
      </div>
    </form>
  );
}
