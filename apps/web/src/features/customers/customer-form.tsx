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
import { CheckboxGroup } from "../../components/checkbox-group.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormCheckbox } from "../../components/ui/form-checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import {
  type CustomerOutput,
  type CustomerValues,
  countryOptions,
  customerDefaults,
  toCustomerInput,
} from "./customer-values.ts";
import { customerMessages } from "./messages.ts";

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
  const t = useMessages(customerMessages);
  const { errors } = form.formState;
  const medical = form.watch("type") === "MEDICAL";
  const country = findCountry(form.watch("country"));

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("form.firstName")} error={errors.firstName?.message}>
          <Input autoFocus autoComplete="off" {...form.register("firstName")} />
        </FormField>
        <FormField label={t("form.lastName")} error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register("lastName")} />
        </FormField>
        <FormField label={t("form.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="off" placeholder={t("form.emailPlaceholder")} {...form.register("email")} />
        </FormField>
        <FormField label={t("form.dateOfBirth")} error={errors.dateOfBirth?.message}>
          <Input type="date" {...form.register("dateOfBirth")} />
        </FormField>
        <SelectField control={form.control} name="country" label={t("form.phoneCountry")} options={countryOptions} />
        <FormField
          label={t("form.phone")}
          error={errors.phone?.message}
          description={country && t("form.phoneExample", { example: country.example })}
        >
          <Input type="tel" inputMode="tel" placeholder={country?.example} {...form.register("phone")} />
        </FormField>
        <SelectField
          control={form.control}
          name="type"
          label={t("form.type")}
          options={customerTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <SelectField
          control={form.control}
          name="status"
          label={t("form.status")}
          options={customerStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </div>
      <FormCheckbox control={form.control} name="nonResident" label={t("form.nonResident")} />
      {medical && (
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t("form.medicalCard")}</legend>
          <SelectField
            control={form.control}
            name="medicalCardType"
            label={t("form.cardType")}
            placeholder={t("form.cardTypePlaceholder")}
            options={MEDICAL_CARD_TYPES.map((type) => ({ value: type, label: t(`card.${type}`) }))}
          />
          <FormField label={t("form.cardNumber")} error={errors.medicalCardNumber?.message}>
            <Input {...form.register("medicalCardNumber")} />
          </FormField>
          <FormField label={t("form.issuingState")} error={errors.medicalCardState?.message}>
            <Input placeholder={t("form.issuingStatePlaceholder")} {...form.register("medicalCardState")} />
          </FormField>
          <FormField label={t("form.expiry")} error={errors.medicalCardExpiry?.message}>
            <Input type="date" {...form.register("medicalCardExpiry")} />
          </FormField>
        </fieldset>
      )}
      {props.groups.length > 0 && (
        <Controller
          control={form.control}
          name="customerGroupIds"
          render={({ field }) => (
            <CheckboxGroup
              legend={t("form.groups")}
              options={props.groups}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <FormField label={t("form.notes")} error={errors.notes?.message}>
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
        <FormButtons onCancel={props.onCancel} cancelLabel={t("form.cancel")} pending={props.pending}>
          {props.customer ? t("form.save") : t("form.create")}
        </FormButtons>
      </div>
    </form>
  );
}
