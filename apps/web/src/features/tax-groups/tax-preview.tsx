import { useQuery } from "@tanstack/react-query";
import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import type { Product } from "@verdant/shared/products";
import { Calculator, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { parseScaled } from "../../lib/decimal.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { productChoicesQuery } from "../../lib/queries/product-choices.ts";
import { useCalculateTax } from "./api.ts";
import { taxGroupMessages } from "./messages.ts";
import { TaxPreviewResult } from "./tax-preview-result.tsx";

type Line = { product: Product; quantity: string };

/** Whole units for EACH products; grams (up to 3 decimals) for GRAM products, sent as milligrams. */
export function lineQuantity(product: Pick<Product, "unit">, text: string): number | null {
  const value = product.unit === "GRAM" ? parseScaled(text, 3) : parseScaled(text, 0);
  return value && value > 0 ? value : null;
}

/** Pick products and a customer type and see what the register would charge, tax by tax, to the cent. */
export function TaxPreview({ scope }: { scope: LocationScope }) {
  const formatMoney = useMoney();
  const t = useMessages(taxGroupMessages);
  const [search, setSearch] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const [customerType, setCustomerType] = useState<"RECREATIONAL" | "MEDICAL">("RECREATIONAL");
  const [at, setAt] = useState("");
  const [applyDiscounts, setApplyDiscounts] = useState(true);
  const [result, setResult] = useState<{ cart: PricedCart; names: string[] } | null>(null);
  const products = useQuery(productChoicesQuery(scope, search, 8));
  const calculate = useCalculateTax(scope);
  const invalid = lines.some((l) => lineQuantity(l.product, l.quantity) === null);

  const run = () => {
    const names = lines.map((l) => l.product.name);
    calculate.mutate(
      {
        customerType,
        applyDiscounts,
        lines: lines.map((l) => ({ productId: l.product.id, quantity: lineQuantity(l.product, l.quantity)! })),
        ...(at ? { at: new Date(at).toISOString() } : {}),
      },
      { onSuccess: (cart) => setResult({ cart, names }) },
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="grid gap-4 p-5">
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t("preview.products")}</p>
          <SearchInput value={search} onSearch={setSearch} placeholder={t("preview.search")} className="max-w-none" />
          <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label={t("preview.matching")}>
            {(products.data ?? []).map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted/60"
              >
                <span className="min-w-0 truncate">
                  {p.name}{" "}
                  <span className="text-muted-foreground">
                    · {p.brandName ?? t("preview.noBrand")} · {formatMoney(p.priceCents)}
                    {p.unit === "GRAM" ? "/g" : ""}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("preview.addName", { name: p.name })}
                  onClick={() => setLines((prev) => [...prev, { product: p, quantity: "1" }])}
                >
                  <Plus /> {t("preview.add")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        {lines.length > 0 && (
          <ul className="grid gap-2 border-t pt-4" aria-label={t("preview.cart")}>
            {lines.map((line, index) => (
              <li key={`${line.product.id}-${index}`} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium">{line.product.name}</span>
                <Input
                  aria-label={t(line.product.unit === "GRAM" ? "preview.quantityInGrams" : "preview.quantityOf", {
                    name: line.product.name,
                  })}
                  inputMode="decimal"
                  className="w-20"
                  value={line.quantity}
                  aria-invalid={lineQuantity(line.product, line.quantity) === null || undefined}
                  onChange={(e) =>
                    setLines((prev) => prev.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)))
                  }
                />
                <span className="w-4 text-muted-foreground">{line.product.unit === "GRAM" ? "g" : ""}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("preview.remove", { name: line.product.name })}
                  onClick={() => setLines((prev) => prev.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-4 border-t pt-4 sm:grid-cols-2">
          <FormField label={t("preview.customerType")}>
            <Select
              value={customerType}
              onValueChange={(v) => setCustomerType(v as typeof customerType)}
              options={[
                { value: "RECREATIONAL", label: t("preview.recreational") },
                { value: "MEDICAL", label: t("preview.medical") },
              ]}
            />
          </FormField>
          <FormField label={t("preview.priceAt")} description={t("preview.priceAtHint")}>
            <Input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          </FormField>
        </div>
        <CheckboxField
          label={t("preview.applyDiscounts")}
          checked={applyDiscounts}
          onCheckedChange={(v) => setApplyDiscounts(v === true)}
        />
        <Button disabled={lines.length === 0 || invalid} loading={calculate.isPending} onClick={run}>
          <Calculator /> {t("preview.calculate")}
        </Button>
      </Card>
      {result ? (
        <TaxPreviewResult cart={result.cart} names={result.names} />
      ) : (
        <Card>
          <EmptyState icon={Calculator} title={t("preview.empty")} description={t("preview.emptyHint")} />
        </Card>
      )}
    </div>
  );
}
