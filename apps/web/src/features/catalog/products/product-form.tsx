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
import { Select } from "../../../components/ui/select.tsx";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { currencySymbol } from "../../../lib/money.ts";
import { notifyError } from "../../../lib/notify-error.ts";
import { showFieldErrors } from "../../../lib/server-field-errors.ts";
import { LookupPicker } from "../lookups/lookup-picker.tsx";
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
      notifyError(error, product ? "Failed to update product" : "Failed to create product");
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
    label: string,
    knownName: string | null | undefined,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <FormField label={label} error={message(field)}>
          <LookupPicker
            scope={scope}
            kind={kind}
            value={control.value ? [control.value] : []}
            onChange={(ids) => control.onChange(ids[0] ?? "")}
            placeholder={`No ${label.toLowerCase()}`}
            creatable={props.canCreateLookups}
            knownLabels={known(product?.[field], knownName)}
          />
        </FormField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-8">
      <Section title="Product">
        <FormField label="Name" error={message("name")} className="sm:col-span-2">
          <Input autoFocus autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField
          label="SKU"
          error={message("sku")}
          description={product ? undefined : "Leave empty to get one generated."}
          aside={
            <Button variant="link" size="sm" className="h-4 p-0" loading={generate.isPending} onClick={proposeSku}>
              {!generate.isPending && <Sparkles />} Generate
            </Button>
          }
        >
          <Input autoComplete="off" className="font-mono uppercase" {...form.register("sku")} />
        </FormField>
        <FormField label="Barcodes" error={message("barcodes")} description="Separate several with commas.">
          <Input autoComplete="off" {...form.register("barcodes")} />
        </FormField>
        <FormField label="Description" error={message("description")} className="sm:col-span-2">
          <Textarea rows={3} {...form.register("description")} />
        </FormField>
      </Section>

      <Section title="Classification">
        {picker("brandId", "brand", "Brand", product?.brandName)}
        {picker("categoryId", "category", "Category", product?.categoryName)}
        {picker("strainId", "strain", "Strain", product?.strainName)}
        {picker("priorityId", "priority", "Priority", product?.priorityName)}
        <Controller
          control={form.control}
          name="vendorId"
          render={({ field }) => (
            <FormField label="Vendor" error={message("vendorId")}>
              <Combobox
                options={props.vendors.map((v) => ({ value: v.id, label: v.name }))}
                value={field.value ? [field.value] : []}
                onChange={(ids) => field.onChange(ids[0] ?? "")}
                selectedLabels={known(product?.vendorId, product?.vendorName)}
                placeholder="No vendor"
                searchPlaceholder="Search vendors"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="tagIds"
          render={({ field }) => (
            <FormField label="Tags" error={message("tagIds")}>
              <LookupPicker
                scope={scope}
                kind="tag"
                multiple
                value={field.value}
                onChange={field.onChange}
                placeholder="No tags"
                creatable={props.canCreateLookups}
                knownLabels={Object.fromEntries(product?.tags.map((t) => [t.id, t.name]) ?? [])}
              />
            </FormField>
          )}
        />
      </Section>

      <Section title="Pricing and stock">
        <FormField label="Price" error={message("priceCents")}>
          <AffixInput prefix={money} placeholder="0.00" {...form.register("priceCents")} />
        </FormField>
        <FormField label="Cost" error={message("costCents")} description="What you pay the vendor per unit.">
          <AffixInput prefix={money} placeholder="0.00" {...form.register("costCents")} />
        </FormField>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <FormField label="Sold by" error={message("unit")}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: "EACH", label: "Each (unit)" },
                  { value: "GRAM", label: "Gram (weighed)" },
                ]}
              />
            </FormField>
          )}
        />
        <FormField label="Reorder point" error={message("reorderPoint")} description="Warn when stock falls to this.">
          <AffixInput inputMode="numeric" suffix="units" {...form.register("reorderPoint")} />
        </FormField>
      </Section>

      <Section title="Cannabis content">
        <FormField
          label="Net weight"
          error={message("netWeightMg")}
          description="Cannabis in one unit; counts toward purchase limits."
        >
          <AffixInput suffix="g" {...form.register("netWeightMg")} />
        </FormField>
        <FormField
          label="Units per pack"
          error={message("unitsPerPack")}
          description="Seeds or plants in one pack; limits count each."
        >
          <AffixInput inputMode="numeric" suffix="per pack" {...form.register("unitsPerPack")} />
        </FormField>
        <FormField label="THC" error={message("thcPpm")} description="Concentration (flower, vapes, concentrates).">
          <AffixInput suffix="%" {...form.register("thcPpm")} />
        </FormField>
        <FormField label="CBD" error={message("cbdPpm")}>
          <AffixInput suffix="%" {...form.register("cbdPpm")} />
        </FormField>
        <FormField
          label="THC per unit"
          error={message("thcMcgPerUnit")}
          description="Content (edibles, beverages, topicals)."
        >
          <AffixInput suffix="mg" {...form.register("thcMcgPerUnit")} />
        </FormField>
        <FormField label="CBD per unit" error={message("cbdMcgPerUnit")}>
          <AffixInput suffix="mg" {...form.register("cbdMcgPerUnit")} />
        </FormField>
        <ProductSolidField scope={scope} form={form} saved={product} error={message("form")} />
      </Section>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold">Image</legend>
        <ProductImageField current={product?.imageUrl} value={image} onChange={setImage} error={message("imageUrl")} />
      </fieldset>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t bg-card px-6 py-4">
        <FormButtons onCancel={props.onCancel} pending={saving}>
          {product ? "Save changes" : "Create product"}
        </FormButtons>
      </div>
    </form>
  );
}
