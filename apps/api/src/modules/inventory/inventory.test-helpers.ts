// Factories for inventory, purchasing and receiving tests (and the tenancy suite): a small catalog, stock that
// arrives the way it does in a store (a receive order processed into a room), and the ledger invariant.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../test/app.ts";
import type { Tenant } from "../../test/tenancy.fixtures.ts";

export const locationUrl = (tenant: Tenant) =>
  `/api/organization/${tenant.organizationId}/location/${tenant.locationId}`;

export async function created<T = Record<string, unknown> & { id: string }>(
  t: TestApp,
  url: string,
  body: unknown,
  token: string,
): Promise<T> {
  const res = await t.call("POST", url, { token, body });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as T;
}

export interface Catalog {
  vendorId: string;
  brandId: string;
  categoryId: string;
  tagId: string;
  /** An EACH product (pre-rolls) with a reorder point of 10, and a GRAM product (bulk flower). */
  preRollId: string;
  flowerId: string;
  /** A product of another brand, category and vendor, without tags. */
  gummyId: string;
  otherVendorId: string;
}

export async function buildCatalog(t: TestApp, tenant: Tenant): Promise<Catalog> {
  const loc = locationUrl(tenant);
  const token = tenant.people.OWNER.token;
  const vendorId = (await created(t, `${loc}/vendor`, { name: "Great North Supply" }, token)).id;
  const otherVendorId = (await created(t, `${loc}/vendor`, { name: "Edibles Inc" }, token)).id;
  const brandId = (await created(t, `${loc}/brand`, { name: "Tweed" }, token)).id;
  const otherBrandId = (await created(t, `${loc}/brand`, { name: "Wana" }, token)).id;
  const categoryId = (await created(t, `${loc}/category`, { name: "Pre-Rolls", complianceClass: "PRE_ROLL" }, token))
    .id;
  const edibles = (await created(t, `${loc}/category`, { name: "Gummies", complianceClass: "EDIBLE" }, token)).id;
  const tagId = (await created(t, `${loc}/tag`, { name: "Staff Pick" }, token)).id;
  const product = (body: Record<string, unknown>) => created(t, `${loc}/product`, body, token);
  const preRollId = (
    await product({
      name: "Blue Dream Pre-Roll",
      sku: "BD-PR-1",
      priceCents: 1200,
      costCents: 600,
      brandId,
      categoryId,
      vendorId,
      tagIds: [tagId],
      reorderPoint: 10,
    })
  ).id;
  const flowerId = (
    await product({
      name: "Pink Kush Bulk",
      sku: "PK-BULK",
      priceCents: 1000,
      costCents: 450,
      unit: "GRAM",
      brandId,
      vendorId,
    })
  ).id;
  const gummyId = (
    await product({
      name: "Sour Gummies",
      sku: "SG-10",
      priceCents: 800,
      costCents: 300,
      brandId: otherBrandId,
      categoryId: edibles,
      vendorId: otherVendorId,
    })
  ).id;
  return { vendorId, brandId, categoryId, tagId, preRollId, flowerId, gummyId, otherVendorId };
}

export interface StockLine {
  productId: string;
  quantity: number;
  roomId: string;
  unitCostCents?: number;
  lotNumber?: string;
  packageTag?: string;
  expiresAt?: string;
}

/** Stock as a store gets it: a receive order with these lines, processed; answers the new lots' ids. */
export async function receiveStock(t: TestApp, tenant: Tenant, lines: StockLine[]): Promise<string[]> {
  const base = `${locationUrl(tenant)}/receive-orders`;
  const token = tenant.people.OWNER.token;
  const order = await created(t, base, {}, token);
  for (const line of lines) await created(t, `${base}/${order.id}/items`, line, token);
  const res = await t.call("POST", `${base}/${order.id}/process-to-inventory`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().inventoryIds;
}

/** Lots whose quantity differs from the sum of their ledger (should be none, ever). */
export async function unbalancedLots(t: TestApp) {
  const result = await t.database.db.execute<{ id: string; quantity: number; ledger: number }>(sql`
    select i.id, i.quantity, coalesce(sum(l.delta), 0)::int as ledger
    from inventory_items i left join inventory_ledger l on l.inventory_id = i.id
    group by i.id, i.quantity having i.quantity <> coalesce(sum(l.delta), 0)`);
  return (result as unknown as { rows: { id: string; quantity: number; ledger: number }[] }).rows;
}

export async function expectLedgerBalanced(t: TestApp) {
  expect(await unbalancedLots(t)).toEqual([]);
}

/** Ids the tenancy suite needs for the inventory, purchase-order and receive-order routes of one tenant. */
export async function buildInventoryFixtures(t: TestApp, tenant: Tenant) {
  const loc = locationUrl(tenant);
  const token = tenant.people.OWNER.token;
  const vendorId = (await created(t, `${loc}/vendor`, { name: "Tenancy Supply" }, token)).id;
  const stockProductId = (
    await created(t, `${loc}/product`, { name: "Tenancy Pre-Roll", sku: "TEN-PR-1", priceCents: 900, vendorId }, token)
  ).id;
  const [inventoryId] = await receiveStock(t, tenant, [
    { productId: stockProductId, quantity: 5, roomId: tenant.roomId },
  ]);
  const purchaseOrderId = (await created(t, `${loc}/purchase-order`, { vendorId, poNumber: "PO-TENANCY" }, token)).id;
  const poItemId = (
    await created(
      t,
      `${loc}/purchase-order/${purchaseOrderId}/items`,
      { productId: stockProductId, quantity: 2 },
      token,
    )
  ).id;
  const receiveOrderId = (await created(t, `${loc}/receive-orders`, { vendorId }, token)).id;
  const roItemId = (
    await created(t, `${loc}/receive-orders/${receiveOrderId}/items`, { productId: stockProductId, quantity: 1 }, token)
  ).id;
  return {
    vendorId,
    stockProductId,
    inventoryId: inventoryId!,
    purchaseOrderId,
    poItemId,
    receiveOrderId,
    roItemId,
  };
}
