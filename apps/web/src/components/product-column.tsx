// The first column of every list of order lines (purchase and receive orders): the product's name over its SKU.
import type { Column } from "./ui/data-table.tsx";

export function productColumn<T extends { productName: string; sku: string | null }>(header: string): Column<T> {
  return {
    id: "product",
    header,
    cell: (line) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{line.productName}</span>
        <span className="font-mono text-xs text-muted-foreground">{line.sku}</span>
      </div>
    ),
  };
}
