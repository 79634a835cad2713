import type { Product } from "@verdant/shared/products";
import { Landmark } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { openAssignTaxGroup } from "../../../lib/assign-tax-group.ts";

/**
 * The API assigns tax groups to brands and categories, not products (a product takes its brand's group, else
 * its category's: domain.md). So a product row offers the dialog for its brand or its category, and the name
 * the dialog shows says which one the choice changes.
 */
export function ProductTaxMenu({ product }: { product: Product }) {
  const { brandId, brandName, categoryId, categoryName } = product;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Tax group of ${product.name}`} title="Assign tax group">
          <Landmark />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-muted-foreground">Assign tax group to</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={!brandId}
          onSelect={() =>
            brandId &&
            openAssignTaxGroup({
              targets: [{ entityType: "BRAND", entityId: brandId, name: `${brandName}, the brand of ${product.name}` }],
            })
          }
        >
          Its brand{brandName ? ` (${brandName})` : ": none"}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!categoryId}
          onSelect={() =>
            categoryId &&
            openAssignTaxGroup({
              targets: [
                {
                  entityType: "CATEGORY",
                  entityId: categoryId,
                  name: `${categoryName}, the category of ${product.name}`,
                },
              ],
            })
          }
        >
          Its category{categoryName ? ` (${categoryName})` : ": none"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
