import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PackageSearch, ScanBarcode } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { categoriesQuery, sellableQuery } from "./api.ts";
import type { SellableProduct } from "./cart.ts";
import { quantityLabel } from "./format.ts";
import { registerMessages } from "./messages.ts";
import { isScan, resolveEntry } from "./scanner.ts";

const SEARCH_DELAY_MS = 120;

/**
 * Typing searches name, SKU and brand words; a scan (a burst of keys then Enter) looks the code up exactly.
 * Enter adds the exact match or the top result; arrows move through the results.
 */
export function ProductFinder(props: {
  scope: LocationScope;
  registerId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  money: (cents: number) => string;
  onAdd: (product: SellableProduct) => void;
}) {
  const queryClient = useQueryClient();
  const t = useMessages(registerMessages);
  const [text, setText] = useState("");
  const [categoryId, setCategoryId] = useState<string>();
  const [active, setActive] = useState(0);
  const keyTimes = useRef<number[]>([]);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const params = { ...(search ? { search } : {}), ...(categoryId ? { categoryId } : {}) };
  const results = useQuery(sellableQuery(props.scope, props.registerId, params));
  const categories = useQuery(categoriesQuery(props.scope));
  const list = results.data ?? [];

  const add = (product: SellableProduct) => {
    props.onAdd(product);
    setText("");
    setActive(0);
    keyTimes.current = [];
  };

  const submit = async () => {
    const entry = text.trim();
    const scanned = isScan(entry, keyTimes.current);
    if (!entry) {
      const highlighted = list[active];
      if (highlighted && (categoryId || active > 0)) add(highlighted);
      return;
    }
    if (active > 0 && list[active] && !scanned) return add(list[active]);
    // Enter may come before the debounced search: look the entry up now, by code and by words.
    const [byCode, bySearch] = await Promise.all([
      queryClient.fetchQuery(sellableQuery(props.scope, props.registerId, { barcode: entry, limit: 5 })),
      scanned
        ? Promise.resolve([])
        : queryClient.fetchQuery(
            sellableQuery(props.scope, props.registerId, { search: entry, ...(categoryId ? { categoryId } : {}) }),
          ),
    ]);
    const outcome = resolveEntry(entry, scanned, { byCode, bySearch });
    if (outcome.kind === "add") add(outcome.product);
    else if (outcome.kind !== "empty") {
      notify.error(outcome.message);
      setText("");
      keyTimes.current = [];
    }
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
      <div className="relative">
        <ScanBarcode className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={props.inputRef}
          type="search"
          aria-label={t("finder.label")}
          placeholder={t("finder.placeholder")}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            if (!event.target.value) keyTimes.current = [];
            else keyTimes.current.push(performance.now());
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void submit();
            } else if (event.key === "ArrowDown") {
              event.preventDefault();
              setActive((i) => Math.min(i + 1, Math.max(0, list.length - 1)));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((i) => Math.max(0, i - 1));
            } else if (event.key === "Escape") {
              setText("");
              keyTimes.current = [];
            }
          }}
          className="h-12 w-full rounded-xl border border-input bg-card pr-4 pl-11 text-base shadow-xs outline-none transition focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
        />
      </div>
      <fieldset className="-mx-1 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        <legend className="sr-only">{t("finder.categories")}</legend>
        <CategoryChip label={t("finder.all")} selected={!categoryId} onClick={() => setCategoryId(undefined)} />
        {(categories.data ?? []).map((c) => (
          <CategoryChip
            key={c.id}
            label={c.name}
            selected={categoryId === c.id}
            onClick={() => setCategoryId(categoryId === c.id ? undefined : c.id)}
          />
        ))}
      </fieldset>
      <div className="min-h-0 flex-1 overflow-y-auto rounded-xl border bg-card">
        {results.isPending ? (
          <div className="grid gap-2 p-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={PackageSearch} title={t("finder.emptyTitle")} description={t("finder.emptyDescription")} />
        ) : (
          <ul aria-label={t("finder.products")} className="divide-y">
            {list.map((product, index) => (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => add(product)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    "grid min-h-14 w-full grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 px-4 py-2 text-left text-sm transition-colors",
                    index === active ? "bg-accent/70" : "hover:bg-accent/40",
                  )}
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="line-clamp-2 leading-snug font-medium">{product.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {[product.brandName, product.categoryName, product.sku].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                  <Badge tone={product.availableQuantity <= 5 ? "warning" : "neutral"}>
                    {quantityLabel(
                      product.unit === "GRAM"
                        ? Math.round(product.availableQuantity * 1000)
                        : product.availableQuantity,
                      product.unit,
                    )}
                  </Badge>
                  <span className="min-w-20 text-right font-semibold tabular-nums">
                    {props.money(product.priceCents)}
                    {product.unit === "GRAM" && (
                      <span className="text-xs font-normal text-muted-foreground">{t("finder.perGram")}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CategoryChip(props: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      onClick={props.onClick}
      className={cn(
        "h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        props.selected ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
      )}
    >
      {props.label}
    </button>
  );
}
