// Step 1 (DETAILS): the vendor, a PO number checked live against the location's others (spec §9: 2 min
// stale / 5 min cached), the expected day, the vendor's tax rate and notes. Saving creates the order (or
// updates a draft's details), then the wizard moves on.
import { useQuery } from "@tanstack/react-query";
import { DEBOUNCE } from "@verdant/shared";
import {
  type CreatePurchaseOrderInput,
  createPurchaseOrderInput,
  type PurchaseOrder,
  poNumberSchema,
} from "@verdant/shared/purchase-orders";
import { CircleCheck, CircleX } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Combobox } from "../../components/ui/combobox.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { percentToPpm, ppmToPercent } from "../../lib/decimal.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { poNumberCheckQuery, vendorChoicesQuery } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";

export type DetailsFormValues = {
  vendorId: string;
  poNumber: string;
  expectedAt: string;
  /** The tax rate as a percent ("5" or "8.875"), sent as parts per million. */
  taxRatePpm: string;
  notes: string;
};
export type DetailsOutput = z.output<typeof createPurchaseOrderInput>;

const words = translate(purchaseOrderMessages);

export const detailsDefaults = (po?: PurchaseOrder): DetailsFormValues => ({
  vendorId: po?.vendorId ?? "",
  poNumber: po?.poNumber ?? "",
  expectedAt: po?.expectedAt ?? "",
  taxRatePpm: po ? ppmToPercent(po.taxRatePpm) : "0",
  notes: po?.notes ?? "",
});

export const toDetailsInput = (v: DetailsFormValues): CreatePurchaseOrderInput => ({
  vendorId: v.vendorId || (undefined as unknown as string),
  poNumber: v.poNumber,
  expectedAt: v.expectedAt || null,
  notes: v.notes,
  taxRatePpm: v.taxRatePpm.trim() === "" ? 0 : (percentToPpm(v.taxRatePpm) ?? Number.NaN),
});

/** Is the typed number free? Only asked for a well-formed number that differs from the order's own. */
function usePoNumberCheck(scope: LocationScope, poNumber: string, own: string | undefined) {
  const typed = useDebouncedValue(poNumber.trim(), DEBOUNCE.catalogSearch);
  const askable = typed !== "" && typed !== own && poNumberSchema.safeParse(typed).success;
  const check = useQuery({ ...poNumberCheckQuery(scope, typed), enabled: askable });
  const settled = typed === poNumber.trim();
  if (!askable) return { state: "idle" as const };
  if (!settled || check.isPending) return { state: "checking" as const };
  if (check.data?.available === false) return { state: "taken" as const };
  if (check.data?.available) return { state: "available" as const };
  return { state: "idle" as const };
}

export function DetailsStep(props: {
  scope: LocationScope;
  po?: PurchaseOrder;
  pending: boolean;
  onSubmit: (input: DetailsOutput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { scope, po } = props;
  const t = useMessages(purchaseOrderMessages);
  const form = useForm<DetailsFormValues, unknown, DetailsOutput>({
    resolver: schemaResolver(createPurchaseOrderInput, toDetailsInput),
    defaultValues: detailsDefaults(po),
  });
  const { errors } = form.formState;
  const poNumber = useWatch({ control: form.control, name: "poNumber" });
  const check = usePoNumberCheck(scope, poNumber, po?.poNumber);
  const [vendorSearch, setVendorSearch] = useState("");
  const vendorQuery = useDebouncedValue(vendorSearch, DEBOUNCE.catalogSearch);
  const vendors = useQuery(vendorChoicesQuery(scope, vendorQuery));

  const submit = form.handleSubmit((input) => {
    if (check.state === "taken") {
      form.setError("poNumber", { type: "local", message: words("details.used") }, { shouldFocus: true });
      return;
    }
    return props.onSubmit(input).catch((error: unknown) => showFieldErrors(error, form.setError));
  });

  const poNumberNote =
    check.state === "checking" ? (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3" label={t("details.checking")} /> {t("details.checkingAvailability")}
      </span>
    ) : check.state === "available" ? (
      <span className="inline-flex items-center gap-1.5 text-success">
        <CircleCheck className="size-3.5" aria-hidden /> {t("details.available")}
      </span>
    ) : check.state === "taken" ? (
      <span className="inline-flex items-center gap-1.5 text-destructive">
        <CircleX className="size-3.5" aria-hidden /> {t("details.used")}
      </span>
    ) : (
      t("details.poNumberHint")
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="vendorId"
          render={({ field }) => (
            <FormField label={t("details.vendor")} error={errors.vendorId?.message}>
              <Combobox
                options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
                selectedLabels={po ? { [po.vendorId]: po.vendorName } : undefined}
                value={field.value ? [field.value] : []}
                onChange={(ids) => field.onChange(ids[0] ?? "")}
                onQueryChange={setVendorSearch}
                loading={vendors.isFetching}
                placeholder={t("details.chooseVendor")}
                searchPlaceholder={t("details.searchVendors")}
              />
            </FormField>
          )}
        />
        <FormField label={t("details.poNumber")} error={errors.poNumber?.message} description={poNumberNote}>
          <Input autoComplete="off" placeholder={t("details.poNumberPlaceholder")} {...form.register("poNumber")} />
        </FormField>
        <FormField label={t("details.expected")} error={errors.expectedAt?.message} description={t("details.optional")}>
          <Input type="date" {...form.register("expectedAt")} />
        </FormField>
        <FormField
          label={t("details.taxRate")}
          error={errors.taxRatePpm?.message}
          description={t("details.taxRateHint")}
        >
          <Input inputMode="decimal" {...form.register("taxRatePpm")} />
        </FormField>
      </div>
      <FormField label={t("details.notes")} error={errors.notes?.message} description={t("details.optional")}>
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
      <div className="flex justify-end gap-2">
        <FormButtons onCancel={props.onCancel} cancelLabel={t("details.cancel")} pending={props.pending}>
          {t("details.save")}
        </FormButtons>
      </div>
    </form>
  );
}
