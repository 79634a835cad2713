import { digitsOnly, findCountry, toE164 } from "@verdant/shared";
import type { AuthMethod } from "@verdant/shared/auth";
import { Mail, Smartphone } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { authMessages } from "./messages.ts";
import type { AddressValues } from "./phone-fields.tsx";

type AddressSchema = z.ZodType<
  { email?: string; phone?: string },
  { email?: string; phone?: string; referredBy?: string }
>;

const loadPhoneFields = () => import("./phone-fields.tsx");
const PhoneFields = lazy(() => loadPhoneFields().then((m) => ({ default: m.PhoneFields })));

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
  const t = useMessages(authMessages);
  const form = useForm<AddressValues, unknown, TOutput>({
    resolver: schemaResolver(props.schema, (values) => ({ ...toAddress(values), ...props.extra })),
    defaultValues: { method: props.defaultMethod ?? "email", email: "", country: "CA", phone: "" },
  });
  const { errors } = form.formState;
  const method = form.watch("method");
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
                <Mail className="size-4" /> {t("address.email")}
              </TabsTrigger>
              <TabsTrigger
                value="phone"
                aria-controls={panelId}
                onPointerEnter={() => void loadPhoneFields()}
                onFocus={() => void loadPhoneFields()}
              >
                <Smartphone className="size-4" /> {t("address.phone")}
              </TabsTrigger>
            </TabsList>
          </Tabs>
        )}
      />
      <div id={panelId} role="tabpanel" className="grid gap-5">
        {method === "email" ? (
          <FormField label={t("address.email")} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("address.emailPlaceholder")}
              autoFocus
              {...form.register("email")}
            />
          </FormField>
        ) : (
          <Suspense fallback={<div className="h-40" aria-busy />}>
            <PhoneFields form={form as UseFormReturn<AddressValues, unknown, unknown>} />
          </Suspense>
        )}
      </div>
      <Button type="submit" size="lg" loading={props.pending} className="w-full">
        {props.submitLabel}
      </Button>
    </form>
  );
}
