import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateProductInput, createProductInput, type Product } from "@verdant/shared/products";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldError, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Combobox } from "../../../components/ui/combobox.tsx";
import { FormButtons } from "../../../components/ui/form-buttons.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { currencySymbol, formatAmount } from "../../../lib/money.ts";
import { notifyError } from "../../../lib/notify-error.ts";
import { showFieldErrors } from "../../../lib/server-field-errors.ts";
import { LookupPicker } from "../lookups/lookup-picker.tsx";
import { catalogMessages } from "../messages.ts";
import { AffixInput } from "./affix-input.tsx";
import { useGenerateSku } from "./api.ts";
import { ProductSolidField } from "./product-form-solid.tsx";
import { type ProductFormValues, productFormValues, toProductInput } from "./product-form-values.ts";
import { type ImageChoice, ProductImageField } from "./product-image-field.tsx";

export type VendorChoice = { id: string; name: string };
export type ProductSubmit = { input: CreateProductInput; image: ImageChoice };

const zod = zodResolver(createProductInput) as unknown as Resolver<CreateProductInput>;

/** The shared schema checks the request; the numbers it cannot read yet are reported under their fields. */
const productResolver: Resolver<ProductFormValues, unknown, CreateProductInput> = async (values, context, options) => {
  const { input, errors: unreadable } = toProductInput(values);
  const checked = await zod(input, context, options as never);
  const errors: Record<string, FieldError> = { ...(checked.errors as Record<string, FieldError>) };
  for (const [field, message] of Object.entries(unreadable)) errors[field] = { type: "number", message };
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
  return { values: checked.values as CreateProductInput, errors: {} };
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <fieldset className="grid gap-4 sm:grid-cols-2">
    <legend className="mb-3 text-sm font-semibold">{title}</legend>
    {children}
  </fieldset>
);

/** Every product field of domain.md → Catalog; money and quantities typed as decimals, sent as integers. */
export function ProductForm(props: {
  scope: LocationScope;
  product?: Product | undefined;
  currency: string;
  vendors: readonly VendorChoice[];
  /** Saves; a rejection is shown under its field (a taken SKU) or as a toast. */
  onSubmit: (submit: ProductSubmit) => Promise<unknown>;
  onCancel: () => void;
  canCreateLookups: boolean;
}) {
  const { scope, product } = props;
  const t = useMessages(catalogMessages);
  const form = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: productResolver,
    defaultValues: productFormValues(product),
  });
  const [image, setImage] = useState<ImageChoice>({ file: null, url: "", removed: false });
  const [saving, setSaving] = useState(false);
  const generate = useGenerateSku(scope);
  const { errors } = form.formState;
  const message = (field: keyof ProductFormValues | "imageUrl") => {
    const error = (errors as Record<string, unknown>)[field] as FieldError | FieldError[] | undefined;
    return Array.isArray(error) ? error.find(Boolean)?.message : error?.message;
  };
  const money = currencySymbol(props.currency);
  const known = (id: string | null | undefined, name: string | null | undefined) =>
    id && name ? { [id]: name } : undefined;

  const submit = form.handleSubmit(async (input) => {
    setSaving(true);
    try {
      // The picture travels apart: a typed link in the request, a file uploaded once the product exists.
      const imageUrl = image.url.trim() || (image.removed ? null : undefined);
      await props.onSubmit({ input: imageUrl === undefined ? input : { ...input, imageUrl }, image });
    } catch (error) {
      showFieldErrors(error, form.setError);
      notifyError(error, t(product ? "form.updateFailed" : "form.createFailed"));
    } finally {
      setSaving(false);
    }
  });
  const proposeSku = () => {
    const [name, brandId, categoryId] = form.getValues(["name", "brandId", "categoryId"]);
    generate.mutate(
      { name: name || undefined, brandId: brandId || null, categoryId: categoryId || null },
      { onSuccess: (sku) => form.setValue("sku", sku, { shouldDirty: true, shouldValidate: true }) },
    );
  };
  const picker = (
    field: "brandId" | "categoryId" | "strainId" | "priorityId",
    kind: "brand" | "category" | "strain" | "priority",
    knownName: string | null | undefined,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <FormField label={t("kind.singular", { kind })} error={message(field)}>
          <LookupPicker
            scope={scope}
            kind={kind}
            value={control.value ? [control.value] : []}
            onChange={(ids) => control.onChange(ids[0] ?? "")}
            creatable={props.canCreateLookups}
            knownLabels={known(product?.[field], knownName)}
          />
        </FormField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-8">
      <Section title={t("form.product")}>
        <FormField label={t("form.name")} error={message("name")} className="sm:col-span-2">
          <Input autoFocus autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField
          label={t("form.sku")}
          error={message("sku")}
          description={product ? undefined : t("form.skuHint")}
          aside={
            <Button variant="link" size="sm" className="h-4 p-0" loading={generate.isPending} onClick={proposeSku}>
              {!generate.isPending && <Sparkles />} {t("form.generate")}
            </Button>
          }
        >
          <Input autoComplete="off" className="font-mono uppercase" {...form.register("sku")} />
        </FormField>
        <FormField label={t("form.barcodes")} error={message("barcodes")} description={t("form.barcodesHint")}>
          <Input autoComplete="off" {...form.register("barcodes")} />
        </FormField>
        <FormField label={t("form.description")} error={message("description")} className="sm:col-span-2">
          <Textarea rows={3} {...form.register("description")} />
        </FormField>
      </Section>

      <Section title={t("form.classification")}>
        {picker("brandId", "brand", product?.brandName)}
        {picker("categoryId", "category", product?.categoryName)}
        {picker("strainId", "strain", product?.strainName)}
        {picker("priorityId", "priority", product?.priorityName)}
        <Controller
          control={form.control}
          name="vendorId"
          render={({ field }) => (
            <FormField label={t("form.vendor")} error={message("vendorId")}>
              <Combobox
                options={props.vendors.map((v) => ({ value: v.id, label: v.name }))}
                value={field.value ? [field.value] : []}
                onChange={(ids) => field.onChange(ids[0] ?? "")}
                selectedLabels={known(product?.vendorId, product?.vendorName)}
                placeholder={t("form.noVendor")}
                searchPlaceholder={t("search.vendors")}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="tagIds"
          render={({ field }) => (
            <FormField label={t("form.tags")} error={message("tagIds")}>
              <LookupPicker
                scope={scope}
                kind="tag"
                multiple
                value={field.value}
                onChange={field.onChange}
                placeholder={t("form.noTags")}
                creatable={props.canCreateLookups}
                knownLabels={Object.fromEntries(product?.tags.map((t) => [t.id, t.name]) ?? [])}
              />
            </FormField>
          )}
        />
      </Section>

      <Section title={t("form.pricing")}>
        <FormField label={t("form.price")} error={message("priceCents")}>
          <AffixInput prefix={money} placeholder={formatAmount(0)} {...form.register("priceCents")} />
        </FormField>
        <FormField label={t("form.cost")} error={message("costCents")} description={t("form.costHint")}>
          <AffixInput prefix={money} placeholder={formatAmount(0)} {...form.register("costCents")} />
        </FormField>
        <SelectField
          control={form.control}
          name="unit"
          label={t("form.soldBy")}
          options={[
            { value: "EACH", label: t("form.each") },
            { value: "GRAM", label: t("form.gram") },
          ]}
          error={message("unit")}
        />
        <FormField label={t("form.reorderPoint")} error={message("reorderPoint")} description={t("form.reorderHint")}>
          <AffixInput inputMode="numeric" suffix={t("form.units")} {...form.register("reorderPoint")} />
        </FormField>
      </Section>

      <Section title={t("form.content")}>
        <FormField label={t("form.netWeight")} error={message("netWeightMg")} description={t("form.netWeightHint")}>
          <AffixInput suffix="g" {...form.register("netWeightMg")} />
        </FormField>
        <FormField
          label={t("form.unitsPerPack")}
          error={message("unitsPerPack")}
          description={t("form.unitsPerPackHint")}
        >
          <AffixInput inputMode="numeric" suffix={t("form.perPack")} {...form.register("unitsPerPack")} />
        </FormField>
        <FormField label={t("form.thc")} error={message("thcPpm")} description={t("form.thcHint")}>
          <AffixInput suffix="%" {...form.register("thcPpm")} />
        </FormField>
        <FormField label={t("form.cbd")} error={message("cbdPpm")}>
          <AffixInput suffix="%" {...form.register("cbdPpm")} />
        </FormField>
        <FormField label={t("form.thcPerUnit")} error={message("thcMcgPerUnit")} description={t("form.thcPerUnitHint")}>
          <AffixInput suffix="mg" {...form.register("thcMcgPerUnit")} />
        </FormField>
        <FormField label={t("form.cbdPerUnit")} error={message("cbdMcgPerUnit")}>
          <AffixInput suffix="mg" {...form.register("cbdMcgPerUnit")} />
        </FormField>
        <ProductSolidField scope={scope} form={form} saved={product} error={message("form")} />
      </Section>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold">{t("form.image")}</legend>
        <ProductImageField current={product?.imageUrl} value={image} onChange={setImage} error={message("imageUrl")} />
      </fieldset>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t bg-card px-6 py-4">
        <FormButtons cancelLabel={t("cancel")} onCancel={props.onCancel} pending={saving}>
          {t(product ? "form.saveChanges" : "form.create")}
        </FormButtons>
      </div>
    </form>
  );
}
