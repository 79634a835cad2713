// The fields of a location (spec §3 Location plus the store settings later issues read), shared by the
// location dialog and the create-organization form, which nests them under `location`.
import { LIMITS_PROFILE_CODES, LIMITS_PROFILES } from "@verdant/shared/limits/limits.profiles";
import {
  type CashRounding,
  type CountryCode,
  type CreateLocationInput,
  cashRoundings,
  countries,
  currencies,
  LOCATION_DEFAULTS,
  type Location,
} from "@verdant/shared/locations";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { withoutBlanks } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { locationMessages } from "./messages.ts";

export type LocationFormValues = {
  name: string;
  country: CountryCode;
  address: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  timeZone: string;
  currency: (typeof currencies)[number];
  minimumAge: string;
  cashRounding: CashRounding;
  limitsProfile: string;
  /** Offline selling's risk rules (decision 0027): minutes, and the largest sale in the store's currency. */
  offlineMaxMinutes: string;
  offlineMaxSale: string;
};

/** Forms that hold a location keep it under this key, so the fields can be shared. */
export type WithLocation = { location: LocationFormValues };

/** The newest name of each preset (the list holds every version, oldest first). */
const profileOptions = LIMITS_PROFILE_CODES.map((code) => ({
  value: code,
  label: LIMITS_PROFILES.findLast((profile) => profile.code === code)?.name ?? code,
}));
const timeZones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

function defaultTimeZone(country: CountryCode) {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (local?.startsWith("America/")) return local;
  return country === "CA" ? "America/Vancouver" : "America/Los_Angeles";
}

export function locationDefaults(existing?: Location): LocationFormValues {
  const country = existing?.country ?? "CA";
  const defaults = LOCATION_DEFAULTS[country];
  return {
    name: existing?.name ?? "",
    country,
    address: existing?.address ?? "",
    address2: existing?.address2 ?? "",
    city: existing?.city ?? "",
    state: existing?.state ?? "",
    postalCode: existing?.postalCode ?? "",
    latitude: existing?.latitude?.toString() ?? "",
    longitude: existing?.longitude?.toString() ?? "",
    timeZone: existing?.timeZone ?? defaultTimeZone(country),
    currency: existing?.currency ?? defaults.currency,
    minimumAge: String(existing?.minimumAge ?? defaults.minimumAge),
    cashRounding: existing?.cashRounding ?? defaults.cashRounding,
    limitsProfile: existing?.limitsProfile ?? defaults.limitsProfile,
    offlineMaxMinutes: String(existing?.offlineMaxMinutes ?? 240),
    offlineMaxSale: centsAsDecimalText(existing?.offlineMaxSaleCents ?? 50_000),
  };
}

/**
 * Form values → the request: blank text is left out, so the shared schema applies its own rules (a blank
 * required name then reads "name is required"); the schema, not this type, decides what is valid.
 */
export function toLocationInput({ offlineMaxSale, ...values }: LocationFormValues) {
  // Typed money → cents; text that is not money goes as it is, for the schema to name the field.
  const sale = offlineMaxSale.trim() ? parseMoney(offlineMaxSale) : null;
  const offlineMaxSaleCents = sale?.ok ? sale.value : offlineMaxSale;
  return withoutBlanks({ ...values, offlineMaxSaleCents }) as CreateLocationInput;
}

export function LocationFields<TOutput>({ form }: { form: UseFormReturn<WithLocation, unknown, TOutput> }) {
  const errors: FieldErrors<LocationFormValues> = form.formState.errors.location ?? {};
  const { register, control } = form;
  const t = useMessages(locationMessages);

  /** A new country brings its currency, age, rounding and limits; the person can still change each. */
  function changeCountry(country: CountryCode) {
    const defaults = LOCATION_DEFAULTS[country];
    form.setValue("location.country", country);
    form.setValue("location.currency", defaults.currency);
    form.setValue("location.minimumAge", String(defaults.minimumAge));
    form.setValue("location.cashRounding", defaults.cashRounding);
    form.setValue("location.limitsProfile", defaults.limitsProfile);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <FormField label={t("fields.name")} error={errors.name?.message} className="sm:col-span-4">
        <Input placeholder={t("fields.namePlaceholder")} {...register("location.name")} />
      </FormField>
      <SelectField
        control={control}
        name="location.country"
        label={t("fields.country")}
        className="sm:col-span-2"
        options={countries.map((code) => ({ value: code, label: t(`fields.country.${code}`) }))}
        onChange={(value) => changeCountry(value as CountryCode)}
      />
      <FormField label={t("fields.address")} error={errors.address?.message} className="sm:col-span-4">
        <Input
          autoComplete="address-line1"
          placeholder={t("fields.addressPlaceholder")}
          {...register("location.address")}
        />
      </FormField>
      <FormField label={t("fields.address2")} error={errors.address2?.message} className="sm:col-span-2">
        <Input
          autoComplete="address-line2"
          placeholder={t("fields.address2Placeholder")}
          {...register("location.address2")}
        />
      </FormField>
      <FormField label={t("fields.city")} error={errors.city?.message} className="sm:col-span-2">
        <Input autoComplete="address-level2" {...register("location.city")} />
      </FormField>
      <FormField label={t("fields.state")} error={errors.state?.message} className="sm:col-span-2">
        <Input
          autoComplete="address-level1"
          placeholder={t("fields.statePlaceholder")}
          {...register("location.state")}
        />
      </FormField>
      <FormField label={t("fields.postalCode")} error={errors.postalCode?.message} className="sm:col-span-2">
        <Input autoComplete="postal-code" {...register("location.postalCode")} />
      </FormField>
      <FormField label={t("fields.latitude")} error={errors.latitude?.message} className="sm:col-span-3">
        <Input inputMode="decimal" placeholder={t("fields.optional")} {...register("location.latitude")} />
      </FormField>
      <FormField label={t("fields.longitude")} error={errors.longitude?.message} className="sm:col-span-3">
        <Input inputMode="decimal" placeholder={t("fields.optional")} {...register("location.longitude")} />
      </FormField>
      <FormField
        label={t("fields.timeZone")}
        error={errors.timeZone?.message}
        description={t("fields.timeZoneHint")}
        className="sm:col-span-3"
      >
        <Input list="verdant-time-zones" autoComplete="off" {...register("location.timeZone")} />
      </FormField>
      <datalist id="verdant-time-zones">
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <SelectField
        control={control}
        name="location.currency"
        label={t("fields.currency")}
        className="sm:col-span-3"
        options={currencies.map((code) => ({ value: code, label: code }))}
      />
      <FormField
        label={t("fields.minimumAge")}
        error={errors.minimumAge?.message}
        description={t("fields.minimumAgeHint")}
        className="sm:col-span-3"
      >
        <Input type="number" inputMode="numeric" min={18} max={25} {...register("location.minimumAge")} />
      </FormField>
      <SelectField
        control={control}
        name="location.cashRounding"
        label={t("fields.cashRounding")}
        className="sm:col-span-3"
        options={cashRoundings.map((value) => ({ value, label: t(`fields.rounding.${value}`) }))}
      />
      <SelectField
        control={control}
        name="location.limitsProfile"
        label={t("fields.limits")}
        description={t("fields.limitsHint")}
        className="sm:col-span-6"
        options={profileOptions}
      />
      <FormField
        label={t("fields.offlineMinutes")}
        error={errors.offlineMaxMinutes?.message}
        description={t("fields.offlineMinutesHint")}
        className="sm:col-span-3"
      >
        <Input type="number" inputMode="numeric" min={0} {...register("location.offlineMaxMinutes")} />
      </FormField>
      <FormField
        label={t("fields.offlineSale")}
        error={(errors as Record<string, { message?: string } | undefined>).offlineMaxSaleCents?.message}
        description={t("fields.offlineSaleHint")}
        className="sm:col-span-3"
      >
        <Input inputMode="decimal" {...register("location.offlineMaxSale")} />
      </FormField>
    </div>
  );
}
