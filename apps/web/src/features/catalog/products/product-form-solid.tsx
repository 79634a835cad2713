// The product's form, solid or non-solid (decision 0030): asked only when the chosen category's class holds both
// (edibles, topicals), since limits count a lotion and a balm apart where the law does (Canada: 70 g or 15 g = 1 g
// dried). Another class clears it, so the request never sends a form the server would refuse.
import { useQuery } from "@tanstack/react-query";
import { formApplies } from "@verdant/shared/limits/limits.types";
import type { CreateProductInput } from "@verdant/shared/products";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { lookupDetailQuery } from "../lookups/api.ts";
import { catalogMessages } from "../messages.ts";
import type { ProductFormValues } from "./product-form-values.ts";

export function ProductSolidField(props: {
  scope: LocationScope;
  form: UseFormReturn<ProductFormValues, unknown, CreateProductInput>;
  /** The saved product's category and class, known without a fetch while the category is unchanged. */
  saved?: { categoryId: string | null; complianceClass: string | null } | undefined;
  error?: string | undefined;
}) {
  const { form, saved } = props;
  const t = useMessages(catalogMessages);
  const categoryId = form.watch("categoryId");
  const known = categoryId !== "" && categoryId === saved?.categoryId;
  const detail = useQuery({
    ...lookupDetailQuery(props.scope, "category", categoryId),
    enabled: categoryId !== "" && !known,
  });
  const complianceClass = known
    ? saved.complianceClass
    : categoryId === ""
      ? null
      : detail.data && "complianceClass" in detail.data
        ? detail.data.complianceClass
        : undefined;
  const applies = formApplies(complianceClass);
  useEffect(() => {
    // Only once the class is known: a category still loading keeps what was chosen.
    if (complianceClass !== undefined && !applies && form.getValues("form") !== "") form.setValue("form", "");
  }, [complianceClass, applies, form]);
  if (!applies) return null;
  return (
    <SelectField
      control={form.control}
      name="form"
      label={t("form.form")}
      description={t("form.formHint")}
      placeholder={t("form.formPlaceholder")}
      options={[
        { value: "SOLID", label: t("form.solid") },
        { value: "NON_SOLID", label: t("form.nonSolid") },
      ]}
      error={props.error}
    />
  );
}
