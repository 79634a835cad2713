// Factories for the register's tests (sales, drawers, transactions, dashboard, tenancy): a Vancouver shop with a
// sales floor linked to a register, a taxed catalog (GST then PST on cannabis), a confirmed 10 % discount by code,
// stock received through the inventory service, customers, and a drawer the cashier opened.
import { randomUUID } from "node:crypto";
import { productSearchTerms } from "@verdant/shared/products";
import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { brands, categories, products } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { createLot } from "../inventory/inventory.service.ts";

export const shopUrl = (tenant: Pick<Tenant, "organizationId" | "locationId">, path = "") =>
  `/api/organization/${tenant.organizationId}/location/${tenant.locationId}${path}`;

export interface Shop {
  tenant: Tenant;
  salesFloorId: string;
  registerId: string;
  drawerSessionId: string;
  taxGroupId: string;
  products: { preRoll: string; flower: string; gummies: string; ounce: string };
  customers: { adult: string; medical: string; expiredCard: string };
}

async function post(t: TestApp, url: string, body: unknown, token: string) {
  const res = await t.call("POST", url, { token, body });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { id: string } & Record<string, unknown>;
}

/** A lot of `quantity` (units, or mg for GRAM products) in a room, arriving through the ledger. */
export async function stock(
  t: TestApp,
  tenant: Tenant,
  productId: string,
  roomId: string,
  quantity: number,
  expiresAt?: string,
) {
  const scope = { organizationId: tenant.organizationId, locationId: tenant.locationId };
  return createLot(
    t.database.db,
    scope,
    { productId, roomId, quantity, unitCostCents: 100, expiresAt: expiresAt ?? null },
    { reason: "RECEIVE", userId: tenant.people.OWNER.user.id },
  );
}

export async function buildShop(t: TestApp, name = "Shop Co"): Promise<Shop> {
  const tenant = await buildTenant(t, name);
  const owner = tenant.people.OWNER.token;
  const url = (path: string) => shopUrl(tenant, path);
  const scope = { organizationId: tenant.organizationId, locationId: tenant.locationId };
  const db = t.database.db;

  const salesFloorId = (await post(t, url("/rooms"), { name: "Sales Floor", roomTypes: ["SALES_FLOOR"] }, owner)).id;
  const registerId = (await post(t, url("/register"), { name: "Front 1", roomIds: [salesFloorId] }, owner)).id;

  const [brand] = await db
    .insert(brands)
    .values({ ...scope, name: "Tweed" })
    .returning();
  const [flower, preRolls, edibles] = await db
    .insert(categories)
    .values([
      { ...scope, name: "Flower", complianceClass: "FLOWER" },
      { ...scope, name: "Pre-Rolls", complianceClass: "PRE_ROLL" },
      { ...scope, name: "Edibles", complianceClass: "EDIBLE" },
    ])
    .returning();
  const product = (name: string, sku: string, fields: Partial<typeof products.$inferInsert>) => ({
    ...scope,
    name,
    sku,
    brandId: brand!.id,
    searchTerms: productSearchTerms(name, sku, fields.barcodes ?? []),
    priceCents: 1000,
    ...fields,
  });
  const [preRoll, bulk, gummies, ounce] = await db
    .insert(products)
    .values([
      product("Blue Dream Pre-Roll", "BD-PR", {
        priceCents: 1199,
        categoryId: preRolls!.id,
        netWeightMg: 1000,
        barcodes: ["0628000001"],
      }),
      product("Pink Kush Bulk", "PK-BULK", { priceCents: 1000, unit: "GRAM", categoryId: flower!.id }),
      product("Sour Gummies", "SG-10", {
        priceCents: 800,
        categoryId: edibles!.id,
        netWeightMg: 30000,
        thcMcgPerUnit: 10000,
      }),
      product("Big Ounce", "OZ-1", { priceCents: 15000, categoryId: flower!.id, netWeightMg: 28000 }),
    ])
    .returning();

  const taxGroupId = (await post(t, url("/tax-group"), { name: "Cannabis BC" }, owner)).id;
  await post(t, url("/tax-rate"), { taxGroupId, name: "GST", ratePpm: 50_000 }, owner);
  await post(t, url("/tax-rate"), { taxGroupId, name: "PST", ratePpm: 70_000 }, owner);
  for (const category of [flower!, preRolls!, edibles!]) {
    await post(t, url("/tax-group/assign"), { taxGroupId, entityType: "CATEGORY", entityId: category.id }, owner);
  }
  const discount = await post(t, url("/discount/details"), { name: "Ten Off", code: "TEN" }, owner);
  await post(t, url(`/discount/${discount.id}/rules`), { scope: "CATEGORY", ids: [preRolls!.id] }, owner);
  await post(t, url(`/discount/${discount.id}/discount`), { type: "PERCENT", percentPpm: 100_000 }, owner);
  await post(t, url(`/discount/${discount.id}/confirm`), {}, owner);

  for (const [id, quantity] of [
    [preRoll!.id, 50],
    [bulk!.id, 100_000],
    [gummies!.id, 40],
    [ounce!.id, 10],
  ] as const) {
    await stock(t, tenant, id, salesFloorId, quantity);
  }

  const customer = async (body: Record<string, unknown>) =>
    (
      await post(
        t,
        "/api/customer",
        { locationId: tenant.locationId, dateOfBirth: "1990-04-20", type: "RECREATIONAL", ...body },
        owner,
      )
    ).id;
  const adult = await customer({ firstName: "Riley", lastName: "Adult" });
  const medical = await customer({
    firstName: "Morgan",
    lastName: "Patient",
    type: "MEDICAL",
    medicalCardNumber: "MC123",
    medicalCardState: "BC",
    medicalCardExpiry: "2099-12-31",
  });
  const expiredCard = await customer({
    firstName: "Casey",
    lastName: "Lapsed",
    type: "MEDICAL",
    medicalCardNumber: "MC999",
    medicalCardState: "BC",
    medicalCardExpiry: "2099-01-01",
  });
  // The card was valid when saved; it lapses afterwards, as cards do.
  await db.execute(sql`update customers set medical_card_expiry = '2020-01-01' where id = ${expiredCard}`);

  const drawer = await post(
    t,
    url("/drawer-session"),
    { registerId, openingFloatCents: 20_000 },
    tenant.people.CASHIER.token,
  );
  return {
    tenant,
    salesFloorId,
    registerId,
    drawerSessionId: drawer.id,
    taxGroupId,
    products: { preRoll: preRoll!.id, flower: bulk!.id, gummies: gummies!.id, ounce: ounce!.id },
    customers: { adult, medical, expiredCard },
  };
}

export interface SaleBody {
  customerId?: string;
  lines: { productId: string; quantity: number }[];
  tenders: { type: string; amountCents: number; reference?: string }[];
  discountCodes?: string[];
}

/** POST .../sale/complete with a fresh Idempotency-Key unless one is given. */
export function completeSale(t: TestApp, shop: Shop, body: SaleBody, options: { token?: string; key?: string } = {}) {
  return t.call("POST", shopUrl(shop.tenant, "/sale/complete"), {
    token: options.token ?? shop.tenant.people.CASHIER.token,
    headers: { "idempotency-key": options.key ?? randomUUID() },
    body: {
      registerId: shop.registerId,
      drawerSessionId: shop.drawerSessionId,
      customerId: shop.customers.adult,
      ...body,
    },
  });
}

export async function soldOk(t: TestApp, shop: Shop, body: SaleBody, options?: { token?: string; key?: string }) {
  const res = await completeSale(t, shop, body, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Sale;
}

/** One of each register entity for the tenancy suite: a register on the tenant's room, the cashier's open drawer,
 *  a sale the cashier completed, and a parked cart. */
export async function buildSalesFixtures(t: TestApp, tenant: Tenant) {
  const owner = tenant.people.OWNER.token;
  const cashier = tenant.people.CASHIER.token;
  const url = (path: string) => shopUrl(tenant, path);
  const scope = { organizationId: tenant.organizationId, locationId: tenant.locationId };
  const [category] = await t.database.db
    .insert(categories)
    .values({ ...scope, name: "Register Pre-Rolls", complianceClass: "PRE_ROLL" })
    .returning();
  const [product] = await t.database.db
    .insert(products)
    .values({
      ...scope,
      name: "Fixture Joint",
      sku: "FX-J",
      priceCents: 500,
      categoryId: category!.id,
      netWeightMg: 500,
    })
    .returning();
  await stock(t, tenant, product!.id, tenant.roomId, 100);
  const registerId = (await post(t, url("/register"), { name: "Fixture Till", roomIds: [tenant.roomId] }, owner)).id;
  const drawerSessionId = (await post(t, url("/drawer-session"), { registerId, openingFloatCents: 0 }, cashier)).id;
  const customer = await post(
    t,
    "/api/customer",
    { locationId: tenant.locationId, firstName: "Fixture", lastName: "Buyer", dateOfBirth: "1980-01-01" },
    owner,
  );
  const sale = await t.call("POST", url("/sale/complete"), {
    token: cashier,
    headers: { "idempotency-key": randomUUID() },
    body: {
      registerId,
      drawerSessionId,
      customerId: customer.id,
      lines: [{ productId: product!.id, quantity: 1 }],
      tenders: [{ type: "DEBIT", amountCents: 500 }],
    },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const parked = await post(
    t,
    url("/sale/parked"),
    { registerId, lines: [{ productId: product!.id, quantity: 1 }] },
    cashier,
  );
  return {
    registerId,
    drawerSessionId,
    saleId: sale.json().id as string,
    saleLineId: sale.json().lines[0].id as string,
    parkedCartId: parked.id,
    saleProductId: product!.id,
    saleCustomerId: customer.id,
  };
}
