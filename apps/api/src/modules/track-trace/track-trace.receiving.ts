// Receiving from the state: incoming manifests listed from Metrc; choosing one makes a receive order whose lines
// are its packages (tag, state unit, quantity, the remembered item → product match). Processing that order (the
// receive orders' own process-to-inventory) makes the lots, once. A delivery becomes one receive order only: its
// row here is the guard.

import type { ReceiveOrderDetail } from "@verdant/shared/receive-orders";
import type { IncomingTransfer, ManifestPackage, manifestInput } from "@verdant/shared/track-trace";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TrackTraceConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { products, trackTraceDeliveries, trackTraceItemMatches } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { addReceiveOrderItem, createReceiveOrder, getReceiveOrder } from "../receive-orders/receive-orders.service.ts";
import { askState, requireLink, systemFor } from "./track-trace.links.ts";
import { fromStateQuantity } from "./track-trace.units.ts";

const ofLocation = (scope: LocationScope) =>
  and(
    eq(trackTraceDeliveries.organizationId, scope.organizationId),
    eq(trackTraceDeliveries.locationId, scope.locationId),
  );

export async function incomingTransfers(
  db: Db,
  config: TrackTraceConfig,
  scope: LocationScope,
): Promise<IncomingTransfer[]> {
  const link = await requireLink(db, scope);
  const transfers = await askState(() => systemFor(config, link).incomingTransfers());
  const taken = await db.select().from(trackTraceDeliveries).where(ofLocation(scope));
  const orders = new Map(taken.map((row) => [row.deliveryId, row.receiveOrderId]));
  return transfers.map((t) => ({ ...t, receiveOrderId: orders.get(t.deliveryId) ?? null }));
}

async function findTransfer(db: Db, config: TrackTraceConfig, scope: LocationScope, deliveryId: number) {
  const transfer = (await incomingTransfers(db, config, scope)).find((t) => t.deliveryId === deliveryId);
  if (!transfer) throw notFound("manifest");
  return transfer;
}

/** The manifest's packages, each with the product it was matched to last time (or one of the same name). */
export async function manifestPackages(
  db: Db,
  config: TrackTraceConfig,
  scope: LocationScope,
  deliveryId: number,
): Promise<ManifestPackage[]> {
  const link = await requireLink(db, scope);
  await findTransfer(db, config, scope, deliveryId);
  const packages = await askState(() => systemFor(config, link).deliveryPackages(deliveryId));
  const names = [...new Set(packages.map((p) => p.itemName))];
  const remembered = names.length
    ? await db
        .select({ itemName: trackTraceItemMatches.itemName, productId: trackTraceItemMatches.productId })
        .from(trackTraceItemMatches)
        .where(
          and(eq(trackTraceItemMatches.locationId, scope.locationId), inArray(trackTraceItemMatches.itemName, names)),
        )
    : [];
  const byName = names.length
    ? await db
        .select({ name: sql<string>`lower(${products.name})`, id: products.id })
        .from(products)
        .where(
          and(
            eq(products.organizationId, scope.organizationId),
            eq(products.locationId, scope.locationId),
            inArray(
              sql`lower(${products.name})`,
              names.map((n) => n.toLowerCase()),
            ),
          ),
        )
    : [];
  const matches = new Map(remembered.map((r) => [r.itemName, r.productId]));
  const named = new Map(byName.map((r) => [r.name, r.id]));
  const chosen = packages.map((p) => matches.get(p.itemName) ?? named.get(p.itemName.toLowerCase()) ?? null);
  const ids = [...new Set(chosen.filter((id): id is string => id !== null))];
  const productNames = ids.length
    ? new Map(
        (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map(
          (r) => [r.id, r.name],
        ),
      )
    : new Map<string, string>();
  return packages.map((p, i) => ({
    ...p,
    productId: chosen[i]!,
    productName: chosen[i] ? (productNames.get(chosen[i]!) ?? null) : null,
  }));
}

export async function receiveManifest(
  db: Db,
  config: TrackTraceConfig,
  scope: LocationScope,
  userId: string,
  deliveryId: number,
  input: z.output<typeof manifestInput>,
): Promise<ReceiveOrderDetail> {
  const transfer = await findTransfer(db, config, scope, deliveryId);
  if (transfer.receiveOrderId) throw alreadyTaken(transfer.manifestNumber);
  const packages = new Map((await manifestPackages(db, config, scope, deliveryId)).map((p) => [p.label, p]));
  const unknown = input.lines
    .filter((line) => !packages.has(line.label))
    .map((line) => say("metrc.notOnManifest", { label: line.label, manifest: transfer.manifestNumber }));
  if (unknown.length) throw new AppError("validation_failed", unknown);
  const chosen = await db
    .select({ id: products.id, unit: products.unit, netWeightMg: products.netWeightMg })
    .from(products)
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        inArray(
          products.id,
          input.lines.map((l) => l.productId),
        ),
      ),
    );
  const productOf = new Map(chosen.map((p) => [p.id, p]));
  const missing = input.lines.filter((l) => !productOf.has(l.productId));
  if (missing.length) throw notFound("product");
  const orderId = await db.transaction(async (tx) => {
    const order = await createReceiveOrder(tx, scope, userId, {
      notes: `Metrc manifest ${transfer.manifestNumber} from ${transfer.shipperName} (${transfer.shipperLicenseNumber})`,
    });
    try {
      await tx
        .insert(trackTraceDeliveries)
        .values({ ...scope, deliveryId, manifestNumber: transfer.manifestNumber, receiveOrderId: order.id });
    } catch (error) {
      if (uniqueConstraintOf(error)) throw alreadyTaken(transfer.manifestNumber);
      throw error;
    }
    for (const line of input.lines) {
      const pkg = packages.get(line.label)!;
      const product = productOf.get(line.productId)!;
      await addReceiveOrderItem(tx, scope, order.id, {
        productId: product.id,
        quantity: Math.max(fromStateQuantity(product.unit, pkg.quantity, pkg.unit, product.netWeightMg), 1),
        roomId: input.roomId,
        packageTag: pkg.label,
        stateUnit: pkg.unit,
      });
      const match = { productId: product.id, updatedAt: new Date() };
      await tx
        .insert(trackTraceItemMatches)
        .values({ ...scope, itemName: pkg.itemName, ...match })
        .onConflictDoUpdate({ target: [trackTraceItemMatches.locationId, trackTraceItemMatches.itemName], set: match });
    }
    return order.id;
  });
  return getReceiveOrder(db, undefined, scope, orderId);
}

const alreadyTaken = (manifest: string) => new AppError("conflict", say("metrc.manifestTaken", { manifest }));
