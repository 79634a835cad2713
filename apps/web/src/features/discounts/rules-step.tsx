import { useQuery } from "@tanstack/react-query";
import { DEBOUNCE, PAGE_SIZE } from "@verdant/shared";
import { brandList, categoryList } from "@verdant/shared/catalog";
import type { CustomerGroup } from "@verdant/shared/customers";
import type { Discount, DiscountRulesInput } from "@verdant/shared/discounts";
import { useState } from "react";
import { CheckboxGroup } from "../../components/checkbox-group.tsx";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useStoreCurrency } from "../../hooks/use-money.ts";
import { api } from "../../lib/api-client.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { centsAsDecimalText, currencySymbol, parseMoney } from "../../lib/money.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { fetchProductChoices } from "../../lib/queries/product-choices.ts";
import { discountMessages } from "./messages.ts";
import { StepButtons } from "./step-buttons.tsx";

type Scope = "ORDER" | "BRAND" | "CATEGORY" | "PRODUCT";
const SCOPES = ["ORDER", "BRAND", "CATEGORY", "PRODUCT"] as const;
const words = translate(discountMessages);

export type RulesValues = {
  scope: Scope;
  ids: string[];
  customerGroupIds: string[];
  minQuantity: string;
  minSubtotal: string;
};

/** The typed rules as the API's request, or the sentences to show (a scope needs entries; money in cents). */
export function toRulesInput(
  v: RulesValues,
): DiscountRulesInput | { errors: Partial<Record<keyof RulesValues, string>> } {
  const errors: Partial<Record<keyof RulesValues, string>> = {};
  if (v.scope !== "ORDER" && v.ids.length === 0) errors.ids = words("rules.chooseAtLeastOne");
  const minQuantity = v.minQuantity.trim() ? Number(v.minQuantity) : null;
  if (minQuantity !== null && (!Number.isInteger(minQuantity) || minQuantity < 1))
    errors.minQuantity = words("rules.wholeNumber");
  const minSubtotal = v.minSubtotal.trim() ? parseMoney(v.minSubtotal) : null;
  if (minSubtotal && !minSubtotal.ok) errors.minSubtotal = words("rules.amountExample");
  const minSubtotalCents = minSubtotal?.ok ? minSubtotal.value : null;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    scope: v.scope === "ORDER" ? null : v.scope,
    ids: v.scope === "ORDER" ? [] : v.ids,
    customerGroupIds: v.customerGroupIds,
    minQuantity,
    minSubtotalCents,
  };
}

function initial(rules: Discount["rules"]): RulesValues {
  return {
    scope: rules?.scope ?? "ORDER",
    ids: rules?.ids ?? [],
    customerGroupIds: rules?.customerGroupIds ?? [],
    minQuantity: rules?.minQuantity ? String(rules.minQuantity) : "",
    minSubtotal: rules?.minSubtotalCents != null ? centsAsDecimalText(rules.minSubtotalCents) : "",
  };
}

export function RulesStep(props: {
  scope: LocationScope;
  rules: Discount["rules"];
  groups: CustomerGroup[];
  pending: boolean;
  onSubmit: (input: DiscountRulesInput) => void;
  onBack: () => void;
}) {
  const t = useMessages(discountMessages);
  const [values, setValues] = useState<RulesValues>(() => initial(props.rules));
  const currency = useStoreCurrency();
  const [errors, setErrors] = useState<Partial<Record<keyof RulesValues, string>>>({});
  const set = (patch: Partial<RulesValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = toRulesInput(values);
        if ("errors" in input) setErrors(input.errors);
        else {
          setErrors({});
          props.onSubmit(input);
        }
      }}
    >
      <FormField label={t("rules.appliesTo")} className="max-w-xs">
        <Select
          value={values.scope}
          onValueChange={(v) => set({ scope: v as Scope, ids: [] })}
          options={SCOPES.map((scope) => ({ value: scope, label: t(`rules.${scope}`) }))}
        />
      </FormField>
      {values.scope !== "ORDER" && (
        <EntityPicker
          scope={props.scope}
          kind={values.scope}
          ids={values.ids}
          error={errors.ids}
          onToggle={(id, on) => set({ ids: toggle(values.ids, id, on) })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("rules.minQuantity")} description={t("rules.minQuantityHint")} error={errors.minQuantity}>
          <Input
            inputMode="numeric"
            value={values.minQuantity}
            onChange={(e) => set({ minQuantity: e.target.value })}
          />
        </FormField>
        <FormField
          label={currency ? t("rules.minSubtotalIn", { symbol: currencySymbol(currency) }) : t("rules.minSubtotal")}
          description={t("rules.minSubtotalHint")}
          error={errors.minSubtotal}
        >
          <Input
            inputMode="decimal"
            value={values.minSubtotal}
            onChange={(e) => set({ minSubtotal: e.target.value })}
          />
        </FormField>
      </div>
      {props.groups.length > 0 && (
        <CheckboxGroup
          legend={t("rules.groups")}
          hint={t("rules.everyCustomer")}
          options={props.groups}
          value={values.customerGroupIds}
          onChange={(customerGroupIds) => set({ customerGroupIds })}
        />
      )}
      <StepButtons onBack={props.onBack} pending={props.pending}>
        {t("rules.save")}
      </StepButtons>
    </form>
  );
}

/** Brands and categories are listed whole (a store has tens); products are searched. */
function EntityPicker(props: {
  scope: LocationScope;
  kind: "BRAND" | "CATEGORY" | "PRODUCT";
  ids: string[];
  error: string | undefined;
  onToggle: (id: string, on: boolean) => void;
}) {
  const t = useMessages(discountMessages);
  const [search, setSearch] = useState("");
  const entries = useQuery({
    queryKey: [...queryKeys.discounts.all, "rule-entries", props.scope.locationId, props.kind, search],
    queryFn: async ({ signal }) => {
      const { kind, scope } = props;
      if (kind === "PRODUCT") return fetchProductChoices(scope, search, 20, signal);
      const schema = kind === "BRAND" ? brandList : categoryList;
      const path = locationPath(scope, kind === "BRAND" ? "brand" : "category");
      return schema.parse(await api.get(path, { search, page: 1, limit: PAGE_SIZE.max }, signal)).data;
    },
  });
  return (
    <fieldset className="grid gap-2 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">
        {t("rules.choose", { kind: props.kind, count: props.ids.length })}
      </legend>
      <SearchInput
        value={search}
        onSearch={setSearch}
        delay={DEBOUNCE.catalogSearch}
        placeholder={t("rules.search", { kind: props.kind })}
      />
      <div className="grid max-h-60 gap-2 overflow-y-auto py-1 sm:grid-cols-2">
        {entries.isPending && <p className="text-sm text-muted-foreground">{t("rules.loading")}</p>}
        {entries.data?.length === 0 && <p className="text-sm text-muted-foreground">{t("rules.nothing")}</p>}
        {entries.data?.map((e) => (
          <CheckboxField
            key={e.id}
            label={e.name}
            checked={props.ids.includes(e.id)}
            onCheckedChange={(on) => props.onToggle(e.id, on === true)}
          />
        ))}
      </div>
      {props.error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
