import type { Product } from "@verdant/shared/products";
import { ImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { type Column, DataTable, type TableSort } from "../../../components/ui/data-table.tsx";
import { selectColumn } from "../../../components/ui/row-actions.tsx";
import type { RowSelection } from "../../../hooks/use-row-selection.ts";
import { formatScaled } from "../../../lib/decimal.ts";
import { formatDecimalText } from "../../../lib/format.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { formatMoneyIn } from "../../../lib/money.ts";
import { enumWords } from "../lookups/lookup-kinds.ts";
import { type CatalogWords, catalogMessages } from "../messages.ts";

const muted = (text: string | null) => text ?? <span className="text-muted-foreground">—</span>;

function ProductCell({ product, onOpen }: { product: Product; onOpen?: ((p: Product) => void) | undefined }) {
  const name = onOpen ? (
    <button
      type="button"
      onClick={() => onOpen(product)}
      className="truncate text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
    >
      {product.name}
    </button>
  ) : (
    <span className="truncate font-medium">{product.name}</span>
  );
  return (
    <div className="flex min-w-48 items-center gap-3">
      <div className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <ImageIcon className="size-4 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid min-w-0">
        {name}
        <span className="font-mono text-xs text-muted-foreground">{product.sku}</span>
      </div>
    </div>
  );
}

/** The potency as labelled: a concentration (22.5 %) or a content per unit (10 mg). */
function potencyOf(t: CatalogWords, p: Product): string | null {
  // Shown to the hundredth of a percent; the stored value keeps the label's full precision.
  if (p.thcPpm !== null)
    return t("potency.percent", { value: formatDecimalText(formatScaled(Math.round(p.thcPpm / 100), 2)) });
  if (p.thcMcgPerUnit !== null) return t("potency.mg", { value: formatDecimalText(formatScaled(p.thcMcgPerUnit, 3)) });
  return null;
}

/**
 * A page of products with optional row selection. `detail` adds the back-office columns of /products; `extra`
 * columns (the tax group) go before the actions.
 */
export function ProductsTable(props: {
  rows: readonly Product[] | undefined;
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  currency: string;
  selection?: RowSelection<Product> | undefined;
  onOpen?: ((product: Product) => void) | undefined;
  detail?: boolean;
  extra?: readonly Column<Product>[];
  actions?: ((product: Product) => ReactNode) | undefined;
  /** The list's sort (the Product header sorts by name, Price by price), kept in the URL by the screen. */
  sort?: TableSort;
}) {
  const { rows, selection, currency } = props;
  const t = useMessages(catalogMessages);
  const columns: Column<Product>[] = [];
  if (selection)
    columns.push(selectColumn(selection, { all: t("select.all"), row: (p) => t("select.row", { name: p.name }) }));
  columns.push(
    {
      id: "product",
      header: t("col.product"),
      sortKey: "name",
      sortLabel: t("sort.productName"),
      cell: (p) => <ProductCell product={p} onOpen={props.onOpen} />,
    },
    {
      id: "brand",
      header: t(props.detail ? "col.brandStrain" : "col.brand"),
      // Names the store chose (brand, category, vendor) wrap rather than widen the table past the screen.
      className: "min-w-28",
      cell: (p) =>
        props.detail && p.strainName ? (
          <div className="grid">
            {muted(p.brandName)}
            <span className="text-xs text-muted-foreground">{p.strainName}</span>
          </div>
        ) : (
          muted(p.brandName)
        ),
    },
    {
      id: "category",
      header: t("col.category"),
      // The table fits a 1024 px tablet: category, potency, cost and vendor give way to product, price and status.
      className: props.detail ? "hidden min-w-28 xl:table-cell" : "min-w-28",
      cell: (p) =>
        p.categoryName ? (
          <div className="grid">
            <span>{p.categoryName}</span>
            {p.complianceClass && (
              <span className="text-xs text-muted-foreground">
                {enumWords(t, "complianceClass", p.complianceClass)}
              </span>
            )}
          </div>
        ) : (
          muted(null)
        ),
    },
  );
  if (props.detail)
    columns.push({
      id: "potency",
      header: t("col.potency"),
      className: "hidden whitespace-nowrap xl:table-cell",
      cell: (p) => muted(potencyOf(t, p)),
    });
  columns.push({
    id: "vendor",
    header: t("col.vendor"),
    className: props.detail ? "hidden min-w-28 2xl:table-cell" : "min-w-28",
    cell: (p) => muted(p.vendorName),
  });
  if (props.detail)
    columns.push({
      id: "cost",
      header: t("col.cost"),
      className: "hidden text-right tabular-nums whitespace-nowrap xl:table-cell",
      cell: (p) => (p.costCents === null ? muted(null) : formatMoneyIn(p.costCents, currency)),
    });
  columns.push({
    id: "price",
    header: t("col.price"),
    sortKey: "price",
    sortLabel: t("sort.price"),
    className: "text-right tabular-nums whitespace-nowrap",
    cell: (p) => (
      <span>
        {formatMoneyIn(p.priceCents, currency)}
        {p.unit === "GRAM" && <span className="text-muted-foreground"> {t("perGram")}</span>}
      </span>
    ),
  });
  if (props.detail)
    columns.push({
      id: "status",
      header: t("col.status"),
      cell: (p) =>
        p.status === "PUBLISHED" ? (
          <Badge tone="success">{t("status.active")}</Badge>
        ) : (
          <Badge tone="neutral">{t("status.archived")}</Badge>
        ),
    });
  columns.push(...(props.extra ?? []));
  if (props.actions)
    columns.push({
      id: "actions",
      header: <span className="sr-only">{t("col.actions")}</span>,
      className: "w-12 text-right",
      cell: props.actions,
    });

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      loading={props.loading}
      empty={props.empty}
      footer={props.footer}
      sort={props.sort}
    />
  );
}
