// A past sale explains each line from what it recorded (issue 14): the base price, the discounts applied, each tax
// with its rate, base, amount and source, and the discounts the sale was priced without, with the reason.
import type { Sale } from "@verdant/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

describe("sales: the recorded explanation of a sale", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Explained Co");
  });
  afterAll(() => t.close());

  const recorded = async (saleId: string) => {
    const res = await t.call("GET", shopUrl(shop.tenant, `/sale/${saleId}/receipt`), {
      token: shop.tenant.people.CASHIER.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sale as Sale;
  };

  it("answers the skipped discounts with their reason, and each line's taxes with rate, base and amount", async () => {
    const plain = await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      tenders: [{ type: "CASH", amountCents: 100_000 }],
    });
    const sale = await recorded(plain.id);
    expect(sale.skippedDiscounts).toEqual([
      expect.objectContaining({ name: "Ten Off", reason: "CODE_REQUIRED", message: expect.any(String) }),
    ]);
    const [line] = sale.lines;
    expect(line!.grossCents).toBe(line!.unitPriceCents * line!.quantity);
    expect(line!.discounts).toEqual([]);
    expect(line!.taxes.map((x) => [x.name, x.ratePpm, x.baseCents])).toEqual([
      ["GST", 50_000, line!.netCents],
      ["PST", 70_000, line!.netCents],
    ]);
    expect(line!.taxes.reduce((sum, x) => sum + x.amountCents, 0)).toBe(line!.taxCents);
  });

  it("a sale whose code applied the discount records it on the line and not among the skipped", async () => {
    const coded = await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      discountCodes: ["TEN"],
      tenders: [{ type: "CASH", amountCents: 100_000 }],
    });
    const sale = await recorded(coded.id);
    expect(sale.lines[0]!.discounts).toEqual([expect.objectContaining({ name: "Ten Off", amountCents: 240 })]);
    expect(sale.skippedDiscounts.map((d) => d.name)).not.toContain("Ten Off");
  });
});
