// The pricing demo data (issue 6) through the API, as a person signing in as the demo manager sees it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { DEMO_CUSTOMERS, seedCustomers } from "./customers.seed.ts";
import { seedDiscounts } from "./discounts.seed.ts";
import { DEMO_PASSWORD, seedIdentity } from "./identity.seed.ts";
import { seedOrganizations } from "./organizations.seed.ts";
import { seedTaxes } from "./taxes.seed.ts";

describe("pricing demo data", () => {
  let t: TestApp;
  let token: string;
  let base: string;
  let locationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const ctx = { db: t.database.db, config: t.config, notes: [] as string[] };
    for (const step of [seedIdentity, seedOrganizations, seedCatalog, seedTaxes, seedCustomers, seedDiscounts]) {
      await step(ctx);
    }
    const res = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "manager@demo.store", password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().accessToken;
    const user = res.json().user;
    locationId = user.selectedLocationId;
    base = `/api/organization/${user.selectedOrgId}/location/${locationId}`;
  }, 120_000);
  afterAll(() => t.close());

  it("gives the store its tax group with ordered rates assigned to categories", async () => {
    const groups = (await t.call("GET", `${base}/tax-group`, { token })).json().data;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.assignments.length, group.name).toBeGreaterThan(0);
    const rates = await t.call("GET", `${base}/tax-rate`, { token, query: { taxGroupId: groups[0].id } });
    expect(rates.json().data.length).toBeGreaterThan(0);
  });

  it("applies the jurisdiction presets, and Los Angeles has a county medical ID card holder", async () => {
    const vancouver = (await t.call("GET", base, { token })).json();
    expect(vancouver.jurisdiction).toBe("CA-BC");
    const rows = await t.database.db.select().from(customers).where(eq(customers.medicalCardType, "STATE_ID_CARD"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.medicalCardState).toBe("Los Angeles County");
  });

  it("has the demo customers, some medical, and three discounts confirmed", async () => {
    const all = await t.call("GET", "/api/customer", { token, query: { locationId } });
    expect(all.json().meta.total).toBe(DEMO_CUSTOMERS);
    const medical = await t.call("GET", "/api/customer", { token, query: { locationId, type: "MEDICAL" } });
    expect(medical.json().meta.total).toBeGreaterThan(0);
    const discounts = await t.call("GET", `${base}/discount`, { token, query: { status: "CONFIRMED" } });
    expect(discounts.json().data.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(["$5 off orders over $50", "Staff discount"]),
    );
    expect(discounts.json().meta.total).toBe(3);
  });
});
