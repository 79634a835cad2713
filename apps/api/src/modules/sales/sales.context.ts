// The register's pricing context: what the browser passes to priceCart so a cart prices instantly, to the cent the
// server will record (decision 0003). The same loadPricingContext feeds the server's own price of the sale.
import type { PricingContext } from "@verdant/shared/pricing-context";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadPricingContext } from "../discounts/discounts.pricing.service.ts";

export async function getPricingContext(db: Db, scope: LocationScope): Promise<PricingContext> {
  const [store] = await db
    .select({ currency: locations.currency, minimumAge: locations.minimumAge })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!store) throw notFound("Location");
  return { ...(await loadPricingContext(db, scope)), ...store };
}
