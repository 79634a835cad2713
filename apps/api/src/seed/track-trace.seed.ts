// Demo track-and-trace (issue 17): the Los Angeles store is linked to Metrc (the development simulator stands in
// for the state) and its lots carry state package tags, but one lot, which the inventory screen shows cannot be
// sold until tagged; Vancouver is not linked. Seeded after the demo sales, so only new sales are reported.
import { and, asc, eq, isNull } from "drizzle-orm";
import { inventoryItems, locations, products } from "../db/schema/index.ts";
import { saveLink } from "../modules/track-trace/track-trace.links.ts";
import type { SeedContext } from "./index.ts";

export const DEMO_METRC_LICENSE = "C10-0000474-LIC";
export const DEMO_METRC_USER_KEY = "demo-metrc-user-key";

export async function seedTrackTrace(ctx: SeedContext): Promise<void> {
  if (!ctx.config.trackTrace.secretKey) return;
  const [store] = await ctx.db.select().from(locations).where(eq(locations.name, "Los Angeles"));
  if (!store) return;
  const lots = await ctx.db
    .select({ id: inventoryItems.id, unit: products.unit })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(and(eq(inventoryItems.locationId, store.id), isNull(inventoryItems.packageTag)))
    .orderBy(asc(inventoryItems.receivedAt), asc(inventoryItems.id));
  for (const [i, lot] of lots.slice(0, -1).entries()) {
    await ctx.db
      .update(inventoryItems)
      .set({
        packageTag: `1A4060300003B2D${String(i + 1).padStart(9, "0")}`,
        stateUnit: lot.unit === "GRAM" ? "Grams" : "Each",
      })
      .where(eq(inventoryItems.id, lot.id));
  }
  const scope = { organizationId: store.organizationId, locationId: store.id };
  await saveLink(ctx.db, ctx.config.trackTrace, scope, {
    state: "CA",
    licenseNumber: DEMO_METRC_LICENSE,
    userKey: DEMO_METRC_USER_KEY,
  });
  ctx.notes.push(
    `Metrc: Los Angeles is linked (license ${DEMO_METRC_LICENSE}) to the development simulator; Vancouver is not.`,
  );
}
