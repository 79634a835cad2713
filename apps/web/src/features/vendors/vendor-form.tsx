import { toE164 } from "@verdant/shared";
import { type CreateVendorInput, createVendorInput, type Vendor } from "@verdant/shared/vendors";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormCheckbox } from "../../components/ui/form-checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { LicenseBadge } from "./license-badge.tsx";
import { LicenseField } from "./license-field.tsx";
import { vendorScreenMessages } from "./messages.ts";

const textFields = [
  "name",
  "paymentTerms",
  "address",
  "city",
  "state",
  "zipCode",
  "licenseNumber",
  "licenseType",
  "licenseExpiry",
  "contactName",
  "contactEmail",
  "contactPhone",
] as const;
type TextField = (typeof textFields)[number];
export type VendorFormValues = Record<TextField, string> & { active: boolean };

export function vendorFormValues(vendor?: Vendor): VendorFormValues {
  const values = Object.fromEntries(textFields.map((f) => [f, vendor?.[f] ?? ""])) as Record<TextField, string>;
  return { ...values, active: vendor?.active ?? true };
}

/** Blank fields are null (cleared); a North American number typed without "+1" is completed. */
export function toVendorInput(values: VendorFormValues): CreateVendorInput {
  const phone = values.contactPhone.trim();
  const contactPhone = phone && !phone.startsWith("+") ? (toE164("CA", phone) ?? phone) : phone;
  return {
    ...values,
    licenseExpiry: values.licenseExpiry || null,
    contactPhone: contactPhone || null,
  };
}

export type VendorSubmit = { input: CreateVendorInput; license: File | null };

/** Every vendor field of spec §3, the license file with its preview and status. */
export function VendorForm(props: {
  vendor?: Vendor | undefined;
  onSubmit: (submit: VendorSubmit) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { vendor } = props;
  const t = useMessages(vendorScreenMessages);
  const form = useForm({
    resolver: schemaResolver(createVendorInput, toVendorInput),
    defaultValues: vendorFormValues(vendor),
  });
  const { errors } = form.formState;
  const [license, setLicense] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (
    name: TextField,
    label: string,
    extra: { type?: string; description?: string; wide?: boolean } = {},
  ) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      description={extra.description}
      className={extra.wide ? "sm:col-span-2" : undefined}
    >
      <Input type={extra.type ?? "text"} autoComplete="off" {...form.register(name)} />
    </FormField>
  );

  const submit = form.handleSubmit(async (input) => {
    setSaving(true);
    try {
      await props.onSubmit({ input, license });
    } catch (error) {
      showFieldErrors(error, form.setError);
      notifyError(error, t(vendor ? "form.updateFailed" : "form.createFailed"));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">{t("form.vendor")}</legend>
        {field("name", t("form.name"), { wide: true })}
        {field("paymentTerms", t("form.paymentTerms"), { description: t("form.paymentTermsHint") })}
        <FormCheckbox
          control={form.control}
          name="active"
          className="self-center pt-5"
          label={t("form.active")}
          hint={t("form.activeHint")}
        />
        {field("address", t("form.address"), { wide: true })}
        {field("city", t("form.city"))}
        {field("state", t("form.state"))}
        {field("zipCode", t("form.zip"))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">{t("form.contact")}</legend>
        {field("contactName", t("form.contactName"))}
        {field("contactEmail", t("form.contactEmail"), { type: "email" })}
        {field("contactPhone", t("form.contactPhone"), { type: "tel", description: t("form.contactPhoneHint") })}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 flex items-center gap-2 text-sm font-semibold">
          {t("form.license")} {vendor && <LicenseBadge status={vendor.licenseStatus} />}
        </legend>
        {field("licenseNumber", t("form.licenseNumber"))}
        {field("licenseType", t("form.licenseType"), { description: t("form.licenseTypeHint") })}
        {field("licenseExpiry", t("form.expiresOn"), { type: "date" })}
        <div className="sm:col-span-2">
          <LicenseField
            current={vendor?.licenseFileUrl ? { url: vendor.licenseFileUrl, type: vendor.licenseFileType ?? "" } : null}
            file={license}
            onFileChange={setLicense}
          />
        </div>
      </fieldset>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t bg-card px-6 py-4">
        <FormButtons cancelLabel={t("cancel")} onCancel={props.onCancel} pending={saving}>
          {t(vendor ? "form.save" : "form.create")}
        </FormButtons>
      </div>
    </form>
  );
}
