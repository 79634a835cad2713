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
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { catalogMessages } from "../messages.ts";

/**
 * The API assigns tax groups to brands and categories, not products (a product takes its brand's group, else
 * its category's: domain.md). So a product row offers the dialog for its brand or its category, and the name
 * the dialog shows says which one the choice changes.
 */
export function ProductTaxMenu({ product }: { product: Product }) {
  const { brandId, brandName, categoryId, categoryName } = product;
  const t = useMessages(catalogMessages);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("tax.of", { name: product.name })} title={t("tax.assign")}>
          <Landmark />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-muted-foreground">{t("tax.assignTo")}</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={!brandId}
          onSelect={() =>
            brandId &&
            openAssignTaxGroup({
              targets: [
                {
                  entityType: "BRAND",
                  entityId: brandId,
                  name: t("tax.brandTarget", { brand: brandName ?? "", name: product.name }),
                },
              ],
            })
          }
        >
          {brandName ? t("tax.itsBrand", { name: brandName }) : t("tax.itsBrandNone")}
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
                  name: t("tax.categoryTarget", { category: categoryName ?? "", name: product.name }),
                },
              ],
            })
          }
        >
          {categoryName ? t("tax.itsCategory", { name: categoryName }) : t("tax.itsCategoryNone")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
