// What a location's receipts print and how its refunds pay back (decision 0024): the business's legal name, the tax
// registration numbers its country asks for, the return policy, whether card sales may be refunded in cash, and
// the language its printed and e-mailed receipts speak (decision 0034).
import { type Language, languageNames, languages } from "@verdant/shared/languages";
import { type Location, receiptSettings } from "@verdant/shared/locations";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormCheckbox } from "../../components/ui/form-checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatMoneyIn } from "../../lib/money.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { useUpdateLocation } from "./api.ts";
import { locationMessages } from "./messages.ts";

const schema = z.object(receiptSettings);
type Values = {
  legalName: string;
  gstHstNumber: string;
  sellersPermit: string;
  licenseNumber: string;
  returnPolicy: string;
  cardRefundsInCash: boolean;
  receiptLanguage: Language;
};

/** Examples of the numbers' formats: the same in every language. */
const EXAMPLES = { gstHst: "123456789 RT0001", sellersPermit: "SR EAA 123-456789", stateLicense: "C10-0000123-LIC" };

const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));

const valuesOf = (l: Location): Values => ({
  legalName: l.legalName ?? "",
  gstHstNumber: l.gstHstNumber ?? "",
  sellersPermit: l.sellersPermit ?? "",
  licenseNumber: l.licenseNumber ?? "",
  returnPolicy: l.returnPolicy ?? "",
  cardRefundsInCash: l.cardRefundsInCash,
  receiptLanguage: l.receiptLanguage,
});

export function ReceiptSettingsDialog(props: {
  orgId: string;
  organizationName: string | undefined;
  location: Location | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { location } = props;
  const t = useMessages(locationMessages);
  const update = useUpdateLocation(props.orgId);
  // Blank text clears a setting (the schema reads "" as null), so nothing is left out here.
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema, (values: Values) => values),
    defaultValues: location ? valuesOf(location) : undefined,
  });
  useEffect(() => {
    if (location) form.reset(valuesOf(location));
  }, [location, form]);
  if (!location) return null;
  const errors = form.formState.errors;
  const canada = location.country === "CA";
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: location.id, ...input },
      {
        onSuccess: () => props.onOpenChange(false),
        onError: (error) => showFieldErrors(error, form.setError),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-xl overflow-y-auto">
        <DialogHeader title={t("receipts.title", { name: location.name })} description={t("receipts.description")} />
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("receipts.legalName")}
            error={errors.legalName?.message}
            description={t("receipts.legalNameHint", {
              name: props.organizationName ?? t("receipts.organizationName"),
            })}
            className="sm:col-span-2"
          >
            <Input placeholder={props.organizationName} {...form.register("legalName")} />
          </FormField>
          {canada ? (
            <FormField
              label={t("receipts.gstHst")}
              error={errors.gstHstNumber?.message}
              description={t("receipts.gstHstHint", { amount: formatMoneyIn(3000, "CAD") })}
            >
              <Input placeholder={EXAMPLES.gstHst} {...form.register("gstHstNumber")} />
            </FormField>
          ) : (
            <FormField label={t("receipts.sellersPermit")} error={errors.sellersPermit?.message}>
              <Input placeholder={EXAMPLES.sellersPermit} {...form.register("sellersPermit")} />
            </FormField>
          )}
          <FormField
            label={canada ? t("receipts.licenceCA") : t("receipts.licenceUS")}
            error={errors.licenseNumber?.message}
          >
            <Input
              placeholder={canada ? t("receipts.optional") : EXAMPLES.stateLicense}
              {...form.register("licenseNumber")}
            />
          </FormField>
          <SelectField
            control={form.control}
            name="receiptLanguage"
            label={t("receipts.language")}
            description={t("receipts.languageHint")}
            className="sm:col-span-2"
            options={languageOptions}
          />
          <FormField
            label={t("receipts.returnPolicy")}
            error={errors.returnPolicy?.message}
            description={t("receipts.returnPolicyHint")}
            className="sm:col-span-2"
          >
            <Textarea rows={3} placeholder={t("receipts.returnPolicyPlaceholder")} {...form.register("returnPolicy")} />
          </FormField>
          <FormCheckbox
            control={form.control}
            name="cardRefundsInCash"
            className="sm:col-span-2"
            label={t("receipts.cardInCash")}
            hint={t("receipts.cardInCashHint")}
          />
          <DialogFooter className="sm:col-span-2">
            <FormButtons
              cancelLabel={t("cancel")}
              onCancel={() => props.onOpenChange(false)}
              pending={update.isPending}
            >
              {t("receipts.save")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
