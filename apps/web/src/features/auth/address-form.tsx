import { COUNTRIES, digitsOnly, findCountry, toE164 } from "@verdant/shared";
import type { AuthMethod } from "@verdant/shared/auth";
import { Mail, Smartphone } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";

type AddressValues = { method: AuthMethod; email: string; country: string; phone: string };
type AddressSchema = z.ZodType<
  { email?: string; phone?: string },
  { email?: string; phone?: string; referredBy?: string }
>;

const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (+${c.callingCode})` }));

/** The address the form sends: the e-mail, or the phone as '+' + calling code + digits (spec §5). */
export function toAddress(values: AddressValues): { email?: string; phone?: string } {
  if (values.method === "email") return { email: values.email };
  const country = findCountry(values.country);
  return { phone: toE164(values.country, values.phone) ?? `+${country?.callingCode ?? ""}${digitsOnly(values.phone)}` };
}

/** E-mail or phone (with a country list that starts with Canada), validated by the shared sign-in/up schema. */
export function AddressForm<TOutput>(props: {
  schema: AddressSchema & z.ZodType<TOutput>;
  /** Sent along with the address (referredBy on sign-up). */
  extra?: { referredBy?: string };
  submitLabel: string;
  pending: boolean;
  defaultMethod?: AuthMethod;
  onSubmit: (input: TOutput) => void;
}) {
  const form = useForm<AddressValues, unknown, TOutput>({
    resolver: schemaResolver(props.schema, (values) => ({ ...toAddress(values), ...props.extra })),
    defaultValues: { method: props.defaultMethod ?? "email", email: "", country: "CA", phone: "" },
  });
  const { errors } = form.formState;
  const method = form.watch("method");
  const country = findCountry(form.watch("country"));
  // The tabs switch the fields below, which stand in for Radix's own panels: each tab controls that one panel.
  const panelId = useId();

  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <Tabs
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              form.clearErrors();
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="email" aria-controls={panelId}>
                <Mail className="size-4" /> E-mail
              </TabsTrigger>
              <TabsTrigger value="phone" aria-controls={panelId}>
                <Smartphone className="size-4" /> Phone
              </TabsTrigger>
            </TabsList>
          </Tabs>
        )}
      />
      <div id={panelId} role="tabpanel" className="grid gap-5">
        {method === "email" ? (
          <FormField label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@store.com"
              autoFocus
              {...form.register("email")}
            />
          </FormField>
        ) : (
          <>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <FormField label="Country/Region" error={errors.country?.message}>
                  <Select value={field.value} onValueChange={field.onChange} options={countryOptions} />
                </FormField>
              )}
            />
            <FormField
              label="Phone number"
              error={errors.phone?.message}
              description={country && `For example ${country.example}`}
            >
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={country?.example}
                {...form.register("phone")}
              />
            </FormField>
          </>
        )}
      </div>
      <Button type="submit" size="lg" loading={props.pending} className="w-full">
        {props.submitLabel}
      </Button>
    </form>
  );
}
