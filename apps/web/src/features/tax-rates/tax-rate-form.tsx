import { type CreateTaxRateInput, createTaxRateInput, type TaxRate, taxCustomerTypes } from "@verdant/shared/tax-rates";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { DialogFooter } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ppmToPercent } from "../../lib/decimal.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
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

export const customerTypeLabels: Record<TaxRateValues["customerType"], string> = {
  ALL: "Every customer",
  RECREATIONAL: "Recreational (adult-use)",
  MEDICAL: "Medical",
};
const customerTypeOptions = taxCustomerTypes.map((t) => ({ value: t, label: customerTypeLabels[t] }));
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
  return { values: {}, errors: { ...result.errors, rate: { type: "format", message: parsed.error } } };
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
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <FormField label="Name" error={errors.name?.message}>
        <Input autoFocus placeholder="California cannabis excise tax" {...form.register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Rate (%)" error={errors.rate?.message}>
          <Input inputMode="decimal" placeholder="8.875" {...form.register("rate")} />
        </FormField>
        <Controller
          control={form.control}
          name="customerType"
          render={({ field }) => (
            <FormField label="Customer type" error={errors.customerType?.message}>
              <Select value={field.value} onValueChange={field.onChange} options={customerTypeOptions} />
            </FormField>
          )}
        />
      </div>
      {props.groups && !props.rate && (
        <Controller
          control={form.control}
          name="taxGroupId"
          render={({ field }) => (
            <FormField label="Tax group" description="A new rate joins the end of its group.">
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: STANDALONE, label: "No group (standalone)" },
                  ...(props.groups ?? []).map((g) => ({ value: g.id, label: g.name })),
                ]}
              />
            </FormField>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="compound"
        render={({ field }) => (
          <CheckboxField
            label="Compound"
            hint="Charged on the line plus the taxes before it in the group (California sales tax on the excise)."
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <CheckboxField
            label="Active"
            hint="Inactive rates stay in the group but are not charged."
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <DialogFooter>
        <FormButtons onCancel={props.onCancel} pending={props.pending}>
          {props.rate ? "Save rate" : "Create rate"}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
