// The phone half of the address form: country (Canada first) and number. Loaded when the Phone tab is chosen, so
// the sign-in pages' first load does without the select's code (decision 0034: room for the identity catalogs).
import { COUNTRIES, findCountry } from "@verdant/shared";
import type { AuthMethod } from "@verdant/shared/auth";
import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { intlLocale } from "../../lib/i18n/language.ts";
import { authMessages } from "./messages.ts";

export type AddressValues = { method: AuthMethod; email: string; country: string; phone: string };

export function PhoneFields({ form }: { form: UseFormReturn<AddressValues, unknown, unknown> }) {
  const t = useMessages(authMessages);
  const locale = intlLocale();
  // Country names in the reader's language (Intl's own list), the calling code after each.
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return COUNTRIES.map((c) => ({ value: c.code, label: `${names.of(c.code) ?? c.name} (+${c.callingCode})` }));
  }, [locale]);
  const { errors } = form.formState;
  const country = findCountry(form.watch("country"));
  return (
    <>
      <SelectField control={form.control} name="country" label={t("address.country")} options={options} />
      <FormField
        label={t("address.phoneNumber")}
        error={errors.phone?.message}
        description={country && t("address.example", { example: country.example })}
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
  );
}
