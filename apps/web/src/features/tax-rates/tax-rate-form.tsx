import { type CreateTaxRateInput, createTaxRateInput, type TaxRate, taxCustomerTypes } from "@verdant/shared/tax-rates";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogFooter } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormCheckbox } from "../../components/ui/form-checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { ppmToPercent } from "../../lib/decimal.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { taxRateMessages } from "./messages.ts";
import { parseRate } from "./rate-field.ts";

export type TaxRateValues = {
  name: string;
  rate: string;
  customerType: (typeof taxCustomerTypes)[number];
  compound: boolean;
  active: boolean;
  taxGroupId: string;
};
export type TaxRateOutput = z.output<typeof createTaxRateInput>;

const t = translate(taxRateMessages);
const STANDALONE = "none";

const toInput = (values: TaxRateValues): CreateTaxRateInput => {
  const parsed = parseRate(values.rate);
  return {
    name: values.name,
    ratePpm: "ppm" in parsed ? parsed.ppm : Number.NaN,
    customerType: values.customerType,
    compound: values.compound,
    status: values.active ? "ACTIVE" : "INACTIVE",
    taxGroupId: values.taxGroupId === STANDALONE || !values.taxGroupId ? null : values.taxGroupId,
  };
};

/** The shared schema checks the request; the percent text gets its own sentence under its own field. */
const resolver: Resolver<TaxRateValues, unknown, TaxRateOutput> = async (values, context, options) => {
  const result = await schemaResolver(createTaxRateInput, toInput)(values, context, options);
  const parsed = parseRate(values.rate);
  if ("ppm" in parsed) return result;
  return { values: {}, errors: { ...result.errors, rate: { type: "format", message: t(parsed.error) } } };
};

export function defaultRateValues(rate?: TaxRate, taxGroupId?: string): TaxRateValues {
  return {
    name: rate?.name ?? "",
    rate: rate ? ppmToPercent(rate.ratePpm) : "",
    customerType: rate?.customerType ?? "ALL",
    compound: rate?.compound ?? false,
    active: rate ? rate.status === "ACTIVE" : true,
    taxGroupId: rate?.taxGroupId ?? taxGroupId ?? STANDALONE,
  };
}

/** Name, rate in percent, customer type, compound and status; the group is chosen only when creating. */
export function TaxRateForm(props: {
  rate?: TaxRate;
  groups?: { id: string; name: string }[];
  defaultGroupId?: string;
  pending: boolean;
  onSubmit: (input: TaxRateOutput) => void;
  onCancel: () => void;
}) {
  const form = useForm<TaxRateValues, unknown, TaxRateOutput>({
    resolver,
    defaultValues: defaultRateValues(props.rate, props.defaultGroupId),
  });
  const { errors } = form.formState;
  const words = useMessages(taxRateMessages);
  const customerTypeOptions = taxCustomerTypes.map((type) => ({ value: type, label: words(`customer.${type}`) }));
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <FormField label={words("form.name")} error={errors.name?.message}>
        <Input autoFocus placeholder={words("form.namePlaceholder")} {...form.register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={words("form.rate")} error={errors.rate?.message}>
          <Input inputMode="decimal" placeholder="8.875" {...form.register("rate")} />
        </FormField>
        <SelectField
          control={form.control}
          name="customerType"
          label={words("form.customerType")}
          options={customerTypeOptions}
        />
      </div>
      {props.groups && !props.rate && (
        <SelectField
          control={form.control}
          name="taxGroupId"
          label={words("form.group")}
          description={words("form.groupHint")}
          options={[
            { value: STANDALONE, label: words("form.standalone") },
            ...(props.groups ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      )}
      <FormCheckbox
        control={form.control}
        name="compound"
        label={words("form.compound")}
        hint={words("form.compoundHint")}
      />
      <FormCheckbox control={form.control} name="active" label={words("form.active")} hint={words("form.activeHint")} />
      <DialogFooter>
        <FormButtons cancelLabel={words("cancel")} onCancel={props.onCancel} pending={props.pending}>
          {props.rate ? words("form.save") : words("form.create")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
