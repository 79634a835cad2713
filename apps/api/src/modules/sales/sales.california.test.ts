// California at the sale (issue 14), through the sale endpoint of a shop set up from the Los Angeles preset:
// immature plants are limited per customer per day (six for adult-use, twelve for medicinal; Cal. Code Regs. tit. 4,
// § 15409(a)(3) and (b)(3)), each refusal naming the bucket and the amount over in plants; and a county-issued medical
// ID card exempts from the city's sales tax but not from the excise (Rev. & Tax. Code § 6363.7), while the same card
// expired gives no exemption and no medicinal limits.
import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk, stock } from "./sales.test-helpers.ts";

const CASH = [{ type: "CASH", amountCents: 100_000 }];
const taxesOf = (sale: Sale) => Object.fromEntries(sale.taxes.map((tax) => [tax.name, tax.amountCents]));

describe("sales in California: immature plants per day, county cards and expired cards", () => {
  let t: TestApp;
  let shop: Shop;
  let cloneId: string;
  let ounceId: string;
  let countyCard: string;
  let expiredCountyCard: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Clone Bar");
    const owner = shop.tenant.people.OWNER.token;
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    // Categories the store has not taxed yet, so that the preset taxes them by class (the shop's own keep theirs).
    const [plants, flower] = await t.database.db
      .insert(categories)
      .values([
        { ...scope, name: "Clones", complianceClass: "PLANT" },
        { ...scope, name: "LA Flower", complianceClass: "FLOWER" },
      ])
      .returning();
    const [clone, ounce] = await t.database.db
      .insert(products)
      .values([
        { ...scope, name: "Blue Dream Clone", sku: "BD-CLONE", priceCents: 1500, categoryId: plants!.id },
        { ...scope, name: "LA Ounce", sku: "LA-OZ", priceCents: 15_000, categoryId: flower!.id, netWeightMg: 28_000 },
      ])
      .returning();
    cloneId = clone!.id;
    ounceId = ounce!.id;
    await stock(t, shop.tenant, cloneId, shop.salesFloorId, 60);
    await stock(t, shop.tenant, ounceId, shop.salesFloorId, 5);
    const applied = await t.call("POST", shopUrl(shop.tenant, "/jurisdiction"), {
      token: owner,
      body: { code: "US-CA-LOS-ANGELES" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const patient = async (lastName: string) => {
      const res = await t.call("POST", "/api/customer", {
        token: owner,
        body: {
          locationId: shop.tenant.locationId,
          firstName: "Card",
          lastName,
          dateOfBirth: "1990-04-20",
          type: "MEDICAL",
          medicalCardType: "STATE_ID_CARD",
          medicalCardNumber: `CA-${lastName}`,
          medicalCardState: "CA",
          medicalCardExpiry: "2099-12-31",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    countyCard = await patient("Valid");
    expiredCountyCard = await patient("Lapsed");
    // The card was valid when saved; it lapses afterwards, as cards do.
    await t.database.db.execute(
      sql`update customers set medical_card_expiry = '2020-01-01' where id = ${expiredCountyCard}`,
    );
  }, 180_000);
  afterAll(() => t.close());

  it("adult-use: six immature plants a day, counted across the day's sales; the refusal says by how many", async () => {
    const adult = { customerId: shop.customers.adult };
    await soldOk(t, shop, { ...adult, lines: [{ productId: cloneId, quantity: 4 }], tenders: CASH });
    const refused = await completeSale(t, shop, {
      ...adult,
      lines: [{ productId: cloneId, quantity: 3 }],
      tenders: CASH,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "immature-plants",
      maxMg: 6000,
      overByMg: 1000,
    });
    expect(refused.json().message).toContain("Immature plants");
    expect(refused.json().message).toContain("by 1 plant.");
    await soldOk(t, shop, { ...adult, lines: [{ productId: cloneId, quantity: 2 }], tenders: CASH });
    const seventh = await completeSale(t, shop, {
      ...adult,
      lines: [{ productId: cloneId, quantity: 1 }],
      tenders: CASH,
    });
    expect(seventh.json()).toMatchObject({ bucketId: "immature-plants", overByMg: 1000 });
  });

  it("medicinal: twelve a day with a valid card; an expired card buys under the adult-use six", async () => {
    await soldOk(t, shop, { customerId: countyCard, lines: [{ productId: cloneId, quantity: 12 }], tenders: CASH });
    const thirteenth = await completeSale(t, shop, {
      customerId: countyCard,
      lines: [{ productId: cloneId, quantity: 1 }],
      tenders: CASH,
    });
    expect(thirteenth.statusCode).toBe(422);
    expect(thirteenth.json()).toMatchObject({ bucketId: "medicinal-immature-plants", maxMg: 12_000, overByMg: 1000 });
    const lapsed = await completeSale(t, shop, {
      customerId: expiredCountyCard,
      lines: [{ productId: cloneId, quantity: 7 }],
      tenders: CASH,
    });
    expect(lapsed.statusCode).toBe(422);
    expect(lapsed.json()).toMatchObject({ bucketId: "immature-plants", maxMg: 6000, overByMg: 1000 });
  });

  it("a county card waives the city's sales tax but not the excise; the same card expired waives nothing", async () => {
    const ounce = [{ productId: ounceId, quantity: 1 }]; // $150.00 of flower
    const valid = await soldOk(t, shop, { customerId: countyCard, lines: ounce, tenders: CASH });
    expect(valid.customer?.type).toBe("MEDICAL");
    // Excise 15 % of 150.00; the sales tax (9.75 % of 172.50) waived by the card, kept at 0 with its reason.
    expect(taxesOf(valid)).toEqual({ "CA cannabis excise": 2250, "Los Angeles sales tax": 0 });
    expect(valid.taxes.find((tax) => tax.name === "Los Angeles sales tax")?.exemptReason).toBe("STATE_ID_CARD");
    expect(valid.totals.totalCents).toBe(17_250);
    const lapsed = await soldOk(t, shop, { customerId: expiredCountyCard, lines: ounce, tenders: CASH });
    expect(lapsed.customer?.type).toBe("RECREATIONAL");
    // 172.50 × 9.75 % = 16.81875 → 16.82.
    expect(taxesOf(lapsed)).toEqual({ "CA cannabis excise": 2250, "Los Angeles sales tax": 1682 });
    expect(lapsed.taxes.every((tax) => tax.exemptReason == null)).toBe(true);
    expect(lapsed.totals.totalCents).toBe(18_932);
  });
});
