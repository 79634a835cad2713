import { type Discount, type DiscountDetailsInput, discountDetailsInput } from "@verdant/shared/discounts";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { discountMessages } from "./messages.ts";

/** Sunday (0) to Saturday (6), as the API numbers them. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

type Values = {
  name: string;
  code: string;
  description: string;
  startsAt: string;
  endsAt: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
};
type Output = z.output<typeof discountDetailsInput>;

/** Dates stay local days (YYYY-MM-DD): "until April 20" means through that day in the store's time zone. */
export function toDetailsInput(values: Values): DiscountDetailsInput {
  const windowed = values.weekdays.length > 0 || values.startTime || values.endTime;
  return {
    name: values.name,
    code: values.code.trim() || null,
    description: values.description.trim() || null,
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    availability: windowed
      ? { weekdays: values.weekdays, startTime: values.startTime || null, endTime: values.endTime || null }
      : null,
  };
}

const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : "");

function defaults(d?: Discount): Values {
  return {
    name: d?.name ?? "",
    code: d?.code ?? "",
    description: d?.description ?? "",
    startsAt: dayOf(d?.startsAt ?? null),
    endsAt: dayOf(d?.endsAt ?? null),
    weekdays: d?.availability?.weekdays ?? [],
    startTime: d?.availability?.startTime ?? "",
    endTime: d?.availability?.endTime ?? "",
  };
}

export function DetailsStep(props: {
  discount?: Discount | undefined;
  pending: boolean;
  onSubmit: (input: Output) => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver(discountDetailsInput, toDetailsInput),
    defaultValues: defaults(props.discount),
  });
  const t = useMessages(discountMessages);
  const { errors } = form.formState;
  const availabilityError = (errors as { availability?: { message?: string } }).availability?.message;
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("details.name")} error={errors.name?.message}>
          <Input autoFocus placeholder={t("details.namePlaceholder")} {...form.register("name")} />
        </FormField>
        <FormField label={t("details.code")} description={t("details.codeHint")} error={errors.code?.message}>
          <Input placeholder={t("details.codePlaceholder")} className="uppercase" {...form.register("code")} />
        </FormField>
      </div>
      <FormField label={t("details.description")} error={errors.description?.message}>
        <Textarea rows={2} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("details.startsOn")}
          description={t("details.startsOnHint")}
          error={errors.startsAt?.message}
        >
          <Input type="date" {...form.register("startsAt")} />
        </FormField>
        <FormField label={t("details.endsOn")} description={t("details.endsOnHint")} error={errors.endsAt?.message}>
          <Input type="date" {...form.register("endsAt")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("details.days")}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((index) => {
                const on = field.value.includes(index);
                return (
                  <button
                    key={index}
                    type="button"
                    aria-pressed={on}
                    aria-label={t(`weekdayName.${index}`)}
                    onClick={() =>
                      field.onChange(on ? field.value.filter((d) => d !== index) : [...field.value, index])
                    }
                    className={cn(
                      "h-9 min-w-12 rounded-md border px-3 text-sm font-medium transition-colors",
                      "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
                      on ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                    )}
                  >
                    {t(`weekday.${index}`)}
                  </button>
                );
              })}
            </div>
            <p className="text-xs text-muted-foreground">{t("details.everyDay")}</p>
          </fieldset>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("details.fromTime")} description={t("details.fromTimeHint")}>
          <Input type="time" {...form.register("startTime")} />
        </FormField>
        <FormField label={t("details.untilTime")} error={availabilityError}>
          <Input type="time" {...form.register("endTime")} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={props.pending}>
          {props.discount ? t("details.save") : t("details.create")}
        </Button>
      </div>
    </form>
  );
}
