// Step 2 (ITEMS): add products with a quantity and unit cost, and edit quantities in place. Each line's edit is
// debounced 500 ms and saved on its own (spec §2), showing the typed value and a spinner until it settles.
import { useQuery } from "@tanstack/react-query";
import { DEBOUNCE } from "@verdant/shared";
import type { Product } from "@verdant/shared/products";
import { PO_LIMITS, type PurchaseOrderDetail, type PurchaseOrderItem } from "@verdant/shared/purchase-orders";
import { PackagePlus, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { productColumn } from "../../components/product-column.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { useMoney } from "../../hooks/use-money.ts";
import { useFieldMessage } from "../../lib/field-errors.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { parseQuantity, quantityToInput, type StockUnit } from "../../lib/quantity.ts";
import { productChoiceHint, productChoiceOption, productChoicesQuery } from "../../lib/queries/product-choices.ts";
import { useAddPurchaseOrderItem, useDeletePurchaseOrderItem, useUpdatePurchaseOrderItem } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";
import { type DebouncedItemEdits, useDebouncedItemEdits } from "./use-debounced-item-edits.ts";

// The rule in the parsers' English, like theirs: FormField (and `say` below) put it in the reader's words.
const MORE_THAN_ZERO = "must be more than 0";
const orderQuantity = (text: string, unit: StockUnit) => {
  const parsed = parseQuantity(text, unit, { max: PO_LIMITS.quantityMax });
  if (parsed.ok && parsed.value < 1) return { ok: false as const, error: MORE_THAN_ZERO };
  return parsed;
};

function AddItem({ scope, po }: { scope: LocationScope; po: PurchaseOrderDetail }) {
  const t = useMessages(purchaseOrderMessages);
  const add = useAddPurchaseOrderItem(scope, po.id);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, DEBOUNCE.catalogSearch);
  const products = useQuery(productChoicesQuery(scope, debounced));
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState("");
  const [cost, setCost] = useState("");
  const [errors, setErrors] = useState<{ product?: string; quantity?: string; cost?: string }>({});
  const onOrder = new Set(po.items.map((item) => item.productId));
  // The order's vendor's products first: most orders are of what that vendor supplies.
  const choices = [...(products.data ?? [])]
    .filter((p) => !onOrder.has(p.id))
    .sort((a, b) => Number(b.vendorId === po.vendorId) - Number(a.vendorId === po.vendorId));

  const choose = (id: string | undefined) => {
    const chosen = choices.find((p) => p.id === id) ?? null;
    setProduct(chosen);
    setCost(chosen?.costCents == null ? "" : centsAsDecimalText(chosen.costCents));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const unit = product?.unit ?? "EACH";
    const q = orderQuantity(quantity, unit);
    const c = cost.trim() === "" ? null : parseMoney(cost);
    const next = {
      product: product ? undefined : "Choose a product",
      quantity: q.ok ? undefined : quantity.trim() ? `Quantity ${q.error}` : "Quantity is required",
      cost: c && !c.ok ? `Unit cost ${c.error}` : undefined,
    };
    setErrors(next);
    if (!product || !q.ok || (c && !c.ok)) return;
    add.mutate(
      { productId: product.id, quantity: q.value, unitCostCents: c?.value },
      {
        onSuccess: () => {
          setProduct(null);
          setQuantity("");
          setCost("");
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("items.add")}
      className="grid items-start gap-3 rounded-xl border bg-muted/30 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <FormField
        label={t("items.product")}
        error={errors.product}
        description={product ? productChoiceHint(product) : undefined}
      >
        <Combobox
          options={choices.map(productChoiceOption)}
          selectedLabels={product ? { [product.id]: product.name } : undefined}
          value={product ? [product.id] : []}
          onChange={(ids) => choose(ids[0])}
          onQueryChange={setSearch}
          loading={products.isFetching}
          placeholder={t("items.searchProducts")}
          searchPlaceholder={t("items.nameOrSku")}
        />
      </FormField>
      <FormField
        label={t("items.quantity")}
        error={errors.quantity}
        description={product?.unit === "GRAM" ? t("items.inGrams") : t("items.inUnits")}
      >
        <Input
          inputMode={product?.unit === "GRAM" ? "decimal" : "numeric"}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </FormField>
      <FormField
        label={t("items.unitCost")}
        error={errors.cost}
        description={
          product ? (product.unit === "GRAM" ? t("items.perGram") : t("items.perUnit")) : t("items.optional")
        }
      >
        <Input
          inputMode="decimal"
          placeholder={t("items.costPlaceholder")}
          value={cost}
          onChange={(e) => setCost(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="sm:mt-[26px]" loading={add.isPending}>
        <Plus /> {t("items.addButton")}
      </Button>
    </form>
  );
}

function QuantityEditor({ item, edits }: { item: PurchaseOrderItem; edits: DebouncedItemEdits<string> }) {
  const t = useMessages(purchaseOrderMessages);
  const say = useFieldMessage();
  const text = edits.pendingValue(item.id) ?? quantityToInput(item.quantity, item.unit);
  const parsed = orderQuantity(text, item.unit);
  return (
    <div className="grid justify-items-end gap-1">
      <div className="relative w-32">
        <Input
          aria-label={t("items.quantityOf", { name: item.productName })}
          aria-invalid={!parsed.ok || undefined}
          inputMode={item.unit === "GRAM" ? "decimal" : "numeric"}
          className="pr-12 text-right tabular-nums"
          value={text}
          onChange={(e) => edits.edit(item.id, e.target.value)}
        />
        <span className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1 text-xs text-muted-foreground">
          {edits.isLoading(item.id) ? (
            <Spinner className="size-3.5" label={t("items.saving")} />
          ) : item.unit === "GRAM" ? (
            "g"
          ) : (
            ""
          )}
        </span>
      </div>
      {!parsed.ok && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {say(`quantity ${parsed.error}`)}
        </p>
      )}
    </div>
  );
}

export function ItemsStep(props: {
  scope: LocationScope;
  po: PurchaseOrderDetail;
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useMessages(purchaseOrderMessages);
  const formatMoney = useMoney();
  const { scope, po } = props;
  const update = useUpdatePurchaseOrderItem(scope, po.id);
  const remove = useDeletePurchaseOrderItem(scope, po.id);
  const units = new Map(po.items.map((item) => [item.id, item.unit]));
  const edits = useDebouncedItemEdits<string>({
    isValid: (text, itemId) => orderQuantity(text, units.get(itemId) ?? "EACH").ok,
    save: async (itemId, text) => {
      const parsed = orderQuantity(text, units.get(itemId) ?? "EACH");
      if (parsed.ok) await update.mutateAsync({ itemId, quantity: parsed.value });
    },
  });

  const columns: Column<PurchaseOrderItem>[] = [
    productColumn(t("column.product")),
    {
      id: "quantity",
      header: t("column.quantity"),
      className: "text-right",
      cell: (item) => <QuantityEditor item={item} edits={edits} />,
    },
    {
      id: "cost",
      header: t("column.unitCost"),
      className: "text-right tabular-nums",
      cell: (item) =>
        item.unit === "GRAM"
          ? t("perGram", { cost: formatMoney(item.unitCostCents) })
          : formatMoney(item.unitCostCents),
    },
    {
      id: "total",
      header: t("column.lineTotal"),
      className: "text-right tabular-nums font-medium",
      cell: (item) =>
        edits.isLoading(item.id) ? <span className="text-muted-foreground">…</span> : formatMoney(item.lineTotalCents),
    },
    {
      id: "remove",
      header: <span className="sr-only">{t("column.remove")}</span>,
      className: "w-12 text-right",
      cell: (item) => (
        <Button
          size="icon"
          variant="ghost"
          aria-label={t("items.remove", { name: item.productName })}
          loading={remove.isPending && remove.variables === item.id}
          onClick={() => remove.mutate(item.id)}
        >
          <Trash2 />
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-5">
      <AddItem scope={scope} po={po} />
      <DataTable
        columns={columns}
        rows={po.items}
        rowKey={(item) => item.id}
        empty={<EmptyState icon={PackagePlus} title={t("items.none")} description={t("items.noneHint")} />}
      />
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={props.onBack} disabled={props.pending}>
          {t("items.backToDetails")}
        </Button>
        <Button onClick={props.onNext} loading={props.pending} disabled={po.items.length === 0 || edits.anyPending}>
          {t("items.continue")}
        </Button>
      </div>
    </div>
  );
}
