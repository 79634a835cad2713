// Add or edit a receive-order item: product, quantity (grams up to 3 decimals, or units), unit cost, the room
// the lot goes to, lot/batch number, package tag and expiry. Checked by the shared receiveOrderItemInput.
import { useQuery } from "@tanstack/react-query";
import { DEBOUNCE } from "@verdant/shared";
import { type ReceiveOrderItem, RO_LIMITS, receiveOrderItemInput } from "@verdant/shared/receive-orders";
import { useRef, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Combobox } from "../../components/ui/combobox.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { parseQuantity, quantityToInput, type StockUnit } from "../../lib/quantity.ts";
import { productChoiceOption, productChoicesQuery } from "../../lib/queries/product-choices.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { useSaveReceiveOrderItem } from "./api.ts";
import { receiveOrderMessages } from "./messages.ts";

type ItemFormValues = {
  productId: string;
  quantity: string;
  unitCostCents: string;
  roomId: string;
  lotNumber: string;
  packageTag: string;
  expiresAt: string;
};
type ItemOutput = z.output<typeof receiveOrderItemInput>;
type Chosen = { id: string; name: string; unit: StockUnit };

const defaults = (item?: ReceiveOrderItem): ItemFormValues => ({
  productId: item?.productId ?? "",
  quantity: item ? quantityToInput(item.quantity, item.unit) : "",
  unitCostCents: item ? centsAsDecimalText(item.unitCostCents) : "",
  roomId: item?.roomId ?? "",
  lotNumber: item?.lotNumber ?? "",
  packageTag: item?.packageTag ?? "",
  expiresAt: item?.expiresAt ?? "",
});

/** `unitOf` is read on every check: the unit follows the product chosen after the form was made. */
function itemResolver(unitOf: () => StockUnit): Resolver<ItemFormValues, unknown, ItemOutput> {
  const quantityOf = (v: ItemFormValues) => parseQuantity(v.quantity, unitOf(), { max: RO_LIMITS.quantityMax });
  const costOf = (v: ItemFormValues) => (v.unitCostCents.trim() === "" ? null : parseMoney(v.unitCostCents));
  const base = schemaResolver(receiveOrderItemInput, (v: ItemFormValues) => {
    const quantity = quantityOf(v);
    const cost = costOf(v);
    return {
      productId: v.productId || (undefined as unknown as string),
      quantity: quantity.ok ? quantity.value : Number.NaN,
      unitCostCents: cost === null ? undefined : cost.ok ? cost.value : Number.NaN,
      roomId: v.roomId || null,
      lotNumber: v.lotNumber,
      packageTag: v.packageTag,
      expiresAt: v.expiresAt || null,
    };
  });
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = { ...result.errors };
    const quantity = quantityOf(values);
    const cost = costOf(values);
    if (!quantity.ok)
      errors.quantity = {
        type: "parse",
        message: values.quantity.trim() ? `quantity ${quantity.error}` : "quantity is required",
      };
    if (cost && !cost.ok) errors.unitCostCents = { type: "parse", message: `unitCostCents ${cost.error}` };
    return Object.keys(errors).length ? { values: {}, errors } : result;
  };
}

export function ReceiveItemDialog(props: {
  scope: LocationScope;
  receiveOrderId: string;
  /** The item to edit, or null to add one. */
  item: ReceiveOrderItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-xl">
        {props.open && <ItemForm key={props.item?.id ?? "new"} {...props} onClose={() => props.onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ItemForm(props: {
  scope: LocationScope;
  receiveOrderId: string;
  item: ReceiveOrderItem | null;
  onClose: () => void;
}) {
  const { scope, item } = props;
  const t = useMessages(receiveOrderMessages);
  const save = useSaveReceiveOrderItem(scope, props.receiveOrderId);
  const rooms = useQuery(activeRoomsQuery(scope));
  const [search, setSearch] = useState("");
  const products = useQuery(productChoicesQuery(scope, useDebouncedValue(search, DEBOUNCE.catalogSearch)));
  const [chosen, setChosen] = useState<Chosen | null>(
    item ? { id: item.productId, name: item.productName, unit: item.unit } : null,
  );
  const unit = chosen?.unit ?? "EACH";
  const unitRef = useRef(unit);
  unitRef.current = unit;
  const form = useForm<ItemFormValues, unknown, ItemOutput>({
    resolver: itemResolver(() => unitRef.current),
    defaultValues: defaults(item ?? undefined),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutateAsync({ itemId: item?.id, input }).then(props.onClose, () => undefined),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader
        title={item ? t("item.edit", { name: item.productName }) : t("item.add")}
        description={t("item.description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="productId"
          render={({ field }) => (
            <FormField label={t("item.product")} error={errors.productId?.message} className="sm:col-span-2">
              <Combobox
                options={(products.data ?? []).map(productChoiceOption)}
                selectedLabels={chosen ? { [chosen.id]: chosen.name } : undefined}
                value={field.value ? [field.value] : []}
                onChange={(ids) => {
                  const product = products.data?.find((p) => p.id === ids[0]);
                  setChosen(product ? { id: product.id, name: product.name, unit: product.unit } : null);
                  if (product?.costCents != null && !form.getValues("unitCostCents"))
                    form.setValue("unitCostCents", centsAsDecimalText(product.costCents));
                  field.onChange(ids[0] ?? "");
                }}
                onQueryChange={setSearch}
                loading={products.isFetching}
                disabled={Boolean(item?.purchaseOrderItemId)}
                placeholder={t("item.searchProducts")}
                searchPlaceholder={t("item.nameOrSku")}
              />
            </FormField>
          )}
        />
        <FormField
          label={t("item.quantity")}
          error={errors.quantity?.message}
          description={unit === "GRAM" ? t("item.inGrams") : t("item.inUnits")}
        >
          <Input inputMode={unit === "GRAM" ? "decimal" : "numeric"} {...form.register("quantity")} />
        </FormField>
        <FormField
          label={t("item.unitCost")}
          error={errors.unitCostCents?.message}
          description={unit === "GRAM" ? t("item.perGram") : t("item.perUnit")}
        >
          <Input inputMode="decimal" placeholder={t("item.costPlaceholder")} {...form.register("unitCostCents")} />
        </FormField>
        <SelectField
          control={form.control}
          name="roomId"
          label={t("item.room")}
          description={t("item.roomHint")}
          placeholder={rooms.isPending ? t("item.loading") : t("item.chooseRoom")}
          options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
        />
        <FormField label={t("item.expiry")} error={errors.expiresAt?.message} description={t("item.optional")}>
          <Input type="date" {...form.register("expiresAt")} />
        </FormField>
        <FormField label={t("item.lot")} error={errors.lotNumber?.message} description={t("item.optional")}>
          <Input {...form.register("lotNumber")} />
        </FormField>
        <FormField
          label={t("item.packageTag")}
          error={errors.packageTag?.message}
          description={t("item.packageTagHint")}
        >
          <Input className="font-mono" {...form.register("packageTag")} />
        </FormField>
      </div>
      <DialogFooter>
        <FormButtons onCancel={props.onClose} cancelLabel={t("item.cancel")} pending={save.isPending}>
          {item ? t("item.save") : t("item.addButton")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
