import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectLedgerBalanced } from "../modules/inventory/inventory.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { DEMO_PASSWORD, seedIdentity } from "./identity.seed.ts";
import { seedInventory } from "./inventory.seed.ts";
import { seedOrganizations } from "./organizations.seed.ts";

describe("inventory demo data", () => {
  let t: TestApp;
  let token: string;
  let base: string;
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const ctx = { db: t.database.db, config: t.config, notes };
    await seedIdentity(ctx);
    await seedOrganizations(ctx);
    await seedCatalog(ctx);
    await seedInventory(ctx);
    const res = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "manager@demo.store", password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    token = session.accessToken;
    base = `/api/organization/${session.user.selectedOrgId}/location/${session.user.selectedLocationId}`;
  }, 120_000);
  afterAll(() => t.close());

  it("stocks each store: some lots low, some expired, some in quarantine, every unit in the ledger", async () => {
    const total = async (query: Record<string, string>) =>
      (await t.call("GET", `${base}/inventory`, { token, query })).json().meta.total as number;
    // 120 opening lots, 4 quarantined, and 4 lines from each of the 3 received purchase orders.
    expect(await total({})).toBe(136);
    expect(await total({ inventoryStatus: "EXPIRED" })).toBeGreaterThan(0);
    expect(await total({ inventoryStatus: "QUARANTINE" })).toBe(4);
    const page = (await t.call("GET", `${base}/inventory`, { token, query: { limit: "100" } })).json().data;
    expect(page.some((lot: { lowStock: boolean }) => lot.lowStock)).toBe(true);
    await expectLedgerBalanced(t);
  });

  it("has a purchase order in each status and completed receive orders", async () => {
    const stats = (await t.call("GET", `${base}/purchase-order/stats`, { token })).json();
    for (const entry of stats.byStatus) expect(entry.count, entry.status).toBe(1);
    const completed = await t.call("GET", `${base}/receive-orders`, { token, query: { status: "COMPLETED" } });
    expect(completed.json().meta.total).toBe(5);
    const result = await t.database.db.execute(sql`select count(*)::int as n from inventory_ledger`);
    const [ledger] = (result as unknown as { rows: { n: number }[] }).rows;
    expect(ledger!.n).toBeGreaterThan(250);
  });
});
