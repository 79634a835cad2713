// Return dispositions follow the location's jurisdiction (decision 0018): under California's preset returned
// cannabis never goes back to sellable stock (Cal. Code Regs. tit. 4, § 15410(c)) — a refund restocks only into a
// quarantine room, with REFUND ledger rows there, or writes the goods off; British Columbia's allows a restock.
import type { Sale } from "@verdant/shared/sales";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locations } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { expectLedgerBalanced } from "../inventory/inventory.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("refund dispositions by jurisdiction", () => {
  let t: TestApp;
  let shop: Shop;
  let manager: string;
  let sale: Sale;
  let quarantineId: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Return Rules Co");
    manager = shop.tenant.people.MANAGER.token;
    sale = await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 4 }],
      tenders: [{ type: "CASH", amountCents: 20_000 }],
    });
    const room = await t.call("POST", shopUrl(shop.tenant, "/rooms"), {
      token: shop.tenant.people.OWNER.token,
      body: { name: "Returns quarantine", roomTypes: ["QUARANTINE"] },
    });
    expect(room.statusCode, room.body).toBe(201);
    quarantineId = room.json().id;
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const jurisdiction = (code: string) =>
    t.database.db.update(locations).set({ jurisdiction: code }).where(eq(locations.id, shop.tenant.locationId));
  const refund = (body: Record<string, unknown>) =>
    t.call("POST", shopUrl(shop.tenant, `/sale/${sale.id}/refund`), {
      token: manager,
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Customer return",
        lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
        ...body,
      },
    });
  const quantityIn = async (roomId: string) =>
    rows<{ q: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(quantity), 0)::int as q from inventory_items
          where product_id = ${shop.products.preRoll} and room_id = ${roomId}`,
      ),
    )[0]!.q;

  it("California: a restock to the lots or a sellable room is refused, naming the rule and what is allowed", async () => {
    await jurisdiction("US-CA-LOS-ANGELES");
    for (const body of [{ disposition: "RESTOCK" }, { disposition: "RESTOCK", roomId: shop.tenant.roomId }]) {
      const res = await refund(body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        message:
          "Returned cannabis may not go back to sellable stock here (Cal. Code Regs. tit. 4, § 15410(c): a retailer shall not resell cannabis goods that have been returned): refund into a quarantine room or write the goods off.",
        allowedDispositions: ["QUARANTINE", "DESTROY"],
      });
    }
  });

  it("California: into quarantine with REFUND ledger rows there, or written off", async () => {
    const before = await quantityIn(quarantineId);
    const res = await refund({ disposition: "RESTOCK", roomId: quarantineId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await quantityIn(quarantineId)).toBe(before + 1);
    const ledger = rows<{ reason: string }>(
      await t.database.db.execute(
        sql`select l.reason from inventory_ledger l join inventory_items i on i.id = l.inventory_id
          where i.room_id = ${quarantineId} and l.reference_id = ${sale.id}`,
      ),
    );
    expect(ledger.map((l) => l.reason)).toEqual(["REFUND"]);
    const writeOff = await refund({ disposition: "WRITE_OFF" });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
  });

  it("British Columbia: a restock to the lots is allowed", async () => {
    await jurisdiction("CA-BC");
    const res = await refund({ disposition: "RESTOCK" });
    expect(res.statusCode, res.body).toBe(200);
  });
});
