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
import type { LocationScope } from "../../lib/location-scope.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { parseQuantity, quantityToInput, type StockUnit } from "../../lib/quantity.ts";
import { productChoiceHint, productChoiceOption, productChoicesQuery } from "../../lib/queries/product-choices.ts";
import { useAddPurchaseOrderItem, useDeletePurchaseOrderItem, useUpdatePurchaseOrderItem } from "./api.ts";
import { type DebouncedItemEdits, useDebouncedItemEdits } from "./use-debounced-item-edits.ts";

const orderQuantity = (text: string, unit: StockUnit) => {
  const parsed = parseQuantity(text, unit, { max: PO_LIMITS.quantityMax });
  if (parsed.ok && parsed.value < 1) return { ok: false as const, error: "must be more than 0" };
  return parsed;
};
const costHint = (unit: StockUnit) => (unit === "GRAM" ? "per gram" : "per unit");

function AddItem({ scope, po }: { scope: LocationScope; po: PurchaseOrderDetail }) {
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
      product: product ? undefined : "productId is required",
      quantity: q.ok ? undefined : quantity.trim() ? `quantity ${q.error}` : "quantity is required",
      cost: c && !c.ok ? `unitCostCents ${c.error}` : undefined,
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
      aria-label="Add an item"
      className="grid items-start gap-3 rounded-xl border bg-muted/30 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <FormField label="Product" error={errors.product} description={product ? productChoiceHint(product) : undefined}>
        <Combobox
          options={choices.map(productChoiceOption)}
          selectedLabels={product ? { [product.id]: product.name } : undefined}
          value={product ? [product.id] : []}
          onChange={(ids) => choose(ids[0])}
          onQueryChange={setSearch}
          loading={products.isFetching}
          placeholder="Search products"
          searchPlaceholder="Name or SKU"
        />
      </FormField>
      <FormField
        label="Quantity"
        error={errors.quantity}
        description={product?.unit === "GRAM" ? "In grams" : "In units"}
      >
        <Input
          inputMode={product?.unit === "GRAM" ? "decimal" : "numeric"}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </FormField>
      <FormField label="Unit cost" error={errors.cost} description={product ? costHint(product.unit) : "Optional"}>
        <Input inputMode="decimal" placeholder="0.00" value={cost} onChange={(e) => setCost(e.target.value)} />
      </FormField>
      <Button type="submit" className="sm:mt-[26px]" loading={add.isPending}>
        <Plus /> Add item
      </Button>
    </form>
  );
}

function QuantityEditor({ item, edits }: { item: PurchaseOrderItem; edits: DebouncedItemEdits<string> }) {
  const text = edits.pendingValue(item.id) ?? quantityToInput(item.quantity, item.unit);
  const parsed = orderQuantity(text, item.unit);
  return (
    <div className="grid justify-items-end gap-1">
      <div className="relative w-32">
        <Input
          aria-label={`Quantity of ${item.productName}`}
          aria-invalid={!parsed.ok || undefined}
          inputMode={item.unit === "GRAM" ? "decimal" : "numeric"}
          className="pr-12 text-right tabular-nums"
          value={text}
          onChange={(e) => edits.edit(item.id, e.target.value)}
        />
        <span className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1 text-xs text-muted-foreground">
          {edits.isLoading(item.id) ? <Spinner className="size-3.5" label="Saving" /> : item.unit === "GRAM" ? "g" : ""}
        </span>
      </div>
      {!parsed.ok && (
        <p role="alert" className="text-xs font-medium text-destructive">
          quantity {parsed.error}
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
    productColumn(),
    {
      id: "quantity",
      header: "Quantity",
      className: "text-right",
      cell: (item) => <QuantityEditor item={item} edits={edits} />,
    },
    {
      id: "cost",
      header: "Unit cost",
      className: "text-right tabular-nums",
      cell: (item) => `${formatMoney(item.unitCostCents)} ${item.unit === "GRAM" ? "/ g" : ""}`,
    },
    {
      id: "total",
      header: "Line total",
      className: "text-right tabular-nums font-medium",
      cell: (item) =>
        edits.isLoading(item.id) ? <span className="text-muted-foreground">…</span> : formatMoney(item.lineTotalCents),
    },
    {
      id: "remove",
      header: <span className="sr-only">Remove</span>,
      className: "w-12 text-right",
      cell: (item) => (
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Remove ${item.productName}`}
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
        empty={
          <EmptyState
            icon={PackagePlus}
            title="No items yet"
            description="Search a product above, say how many, and add it to the order."
          />
        }
      />
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={props.onBack} disabled={props.pending}>
          Back to details
        </Button>
        <Button onClick={props.onNext} loading={props.pending} disabled={po.items.length === 0 || edits.anyPending}>
          Continue to review
        </Button>
      </div>
    </div>
  );
}
