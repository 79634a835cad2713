// SKU proposals (POST .../product/generate-sku): BRAND-CATEGORY-NAME initials and the next free number, unique
// within the location, e.g. "TWE-FLO-BLU-0007".
import type { GenerateSkuInput } from "@verdant/shared/products";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, products } from "../../db/schema/index.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";

const part = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, 3);

async function nameOf(db: Db, table: typeof brands | typeof categories, scope: LocationScope, id?: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(
      and(eq(table.organizationId, scope.organizationId), eq(table.locationId, scope.locationId), eq(table.id, id)),
    );
  return row?.name;
}

export async function generateSku(db: Db, scope: LocationScope, input: GenerateSkuInput): Promise<{ sku: string }> {
  const [brand, category] = await Promise.all([
    nameOf(db, brands, scope, input.brandId),
    nameOf(db, categories, scope, input.categoryId),
  ]);
  const prefix = [part(brand), part(category), part(input.name)].filter(Boolean).join("-") || "SKU";
  // The SKU index is in byte order, so the prefix is a range scan; the highest number in use decides the next.
  const [row] = await db
    .select({
      highest: sql<number>`coalesce(max(substring(${products.sku} from '-([0-9]{1,9})$')::int), 0)`,
    })
    .from(products)
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        sql`${products.sku} collate "C" like ${`${prefix}-%`}`,
        sql`${products.sku} collate "C" ~ ${`^${prefix}-[0-9]+$`}`,
      ),
    );
  const next = (row?.highest ?? 0) + 1;
  return { sku: `${prefix}-${String(next).padStart(4, "0")}` };
}
