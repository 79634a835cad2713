// Applying jurisdiction presets (decision 0018): the location takes the law's settings, the preset's dated rates
// land in their groups with sources, the categories are taxed by class, the store's overrides survive a re-apply,
// and carts priced through calculate-tax follow the rates in force on the sale's local day.
import type { AppliedJurisdiction } from "@verdant/shared/jurisdictions/jurisdictions.api";
import type { TaxRate } from "@verdant/shared/tax-rates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { LIMITS_NONE_MESSAGE } from "../locations/locations.service.ts";
import { buildLosAngelesShop, locationUrl, type TestCatalog } from "../tax-groups/tax-groups.test-helpers.ts";

describe("jurisdiction presets", () => {
  let t: TestApp;
  let tenant: { organizationId: string; locationId: string };
  let token: string;
  let catalog: TestCatalog;
  beforeAll(async () => {
    t = await createTestApp();
    ({ tenant, token, catalog } = await buildLosAngelesShop(t, "Preset Greens"));
  });
  afterAll(() => t.close());

  const apply = (code: string) => t.call("POST", locationUrl(tenant, "/jurisdiction"), { token, body: { code } });
  const priceAt = async (at: string, productId: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call("POST", locationUrl(tenant, "/tax-group/calculate-tax"), {
      token,
      body: { customerType: "RECREATIONAL", lines: [{ productId, quantity: 1 }], at, applyDiscounts: false, ...extra },
    });
    return res;
  };
  const taxesOf = (body: { lines: { taxes: { name: string; amountCents: number }[] }[] }) =>
    Object.fromEntries(body.lines[0]!.taxes.map((tax) => [tax.name, tax.amountCents]));

  it("refuses an unknown preset code with the list of shipped ones", async () => {
    const res = await apply("US-CA-ATLANTIS");
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toContain("code must be one of US-CA-LOS-ANGELES");
  });

  it("applies Los Angeles: store settings, dated rates with sources, categories taxed by class", async () => {
    const res = await apply("us-ca-los-angeles");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AppliedJurisdiction;
    expect(body.location).toMatchObject({
      jurisdiction: "US-CA-LOS-ANGELES",
      minimumAge: 21,
      medicalMinimumAge: 18,
      limitsProfile: "US-CA",
      cashRounding: "NONE",
    });
    const excise = body.rates.filter((r) => r.name === "CA cannabis excise");
    expect(excise.map((r) => [r.ratePpm, r.effectiveFrom, r.effectiveTo, r.origin])).toEqual([
      [150_000, "2023-01-01", "2025-06-30", "PRESET"],
      [190_000, "2025-07-01", "2025-09-30", "PRESET"],
      [150_000, "2025-10-01", null, "PRESET"],
    ]);
    expect(excise[2]!.source).toContain("AB 564");
    const sales = body.rates.find((r) => r.name === "Los Angeles sales tax" && r.effectiveTo === null)!;
    expect(sales).toMatchObject({
      compound: true,
      exemptCardTypes: ["STATE_ID_CARD"],
      taxGroupName: "Cannabis — Los Angeles",
    });
  });

  it("prices with the rates in force on the sale's local day (23:59 on the last day keeps the old rate)", async () => {
    const flower = catalog.products.flowerEighth; // $40.00
    const before = await priceAt("2025-07-01T06:59:00Z", flower);
    expect(before.statusCode, before.body).toBe(200);
    expect(taxesOf(before.json())).toEqual({ "CA cannabis excise": 600, "Los Angeles sales tax": 449 });
    const after = await priceAt("2025-07-01T07:00:00Z", flower);
    expect(taxesOf(after.json())).toEqual({ "CA cannabis excise": 760, "Los Angeles sales tax": 464 });
    const card = await priceAt("2025-11-20T20:00:00Z", flower, {
      customerType: "MEDICAL",
      medicalCardType: "STATE_ID_CARD",
    });
    expect(card.json().lines[0].taxes).toMatchObject([
      { name: "CA cannabis excise", amountCents: 600 },
      { name: "Los Angeles sales tax", amountCents: 0, exemptReason: "STATE_ID_CARD" },
    ]);
  });

  it("keeps a store's override across a re-apply and shows it as the store's figure", async () => {
    const list = await t.call("GET", locationUrl(tenant, "/tax-rate"), {
      token,
      query: { search: "Los Angeles", limit: "50" },
    });
    const current = (list.json().data as TaxRate[]).find((r) => r.effectiveFrom === "2025-04-01")!;
    const patched = await t.call("PATCH", locationUrl(tenant, `/tax-rate/${current.id}`), {
      token,
      body: { ratePpm: 102_500 },
    });
    expect(patched.json()).toMatchObject({ origin: "OVERRIDDEN", ratePpm: 102_500, presetRatePpm: 97_500 });
    const again = (await apply("US-CA-LOS-ANGELES")).json() as AppliedJurisdiction;
    expect(again.rates.find((r) => r.id === current.id)).toMatchObject({ origin: "OVERRIDDEN", ratePpm: 102_500 });
    expect(again.rates.filter((r) => r.origin === "PRESET")).toHaveLength(again.rates.length - 1);
    const bad = await t.call("PATCH", locationUrl(tenant, `/tax-rate/${current.id}`), {
      token,
      body: { effectiveTo: "2020-01-01" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["effectiveTo must not be before effectiveFrom"]);
  });

  it("switching to Illinois deactivates California's rates; a flower without THC % is refused by name", async () => {
    const res = await apply("US-IL");
    expect(res.statusCode, res.body).toBe(200);
    const california = await t.call("GET", locationUrl(tenant, "/tax-rate"), {
      token,
      query: { search: "CA cannabis", status: "ACTIVE", limit: "50" },
    });
    expect(california.json().data).toEqual([]);
    const refused = await priceAt("2025-11-20T20:00:00Z", catalog.products.flowerEighth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "House Eighth has no THC %, which the tax rate IL excise, THC 35 % or less needs: add it to the product before selling it.",
    );
    await t.database.db.update(products).set({ thcPpm: 200_000 }).where(eq(products.id, catalog.products.flowerEighth));
    const priced = await priceAt("2025-11-20T20:00:00Z", catalog.products.flowerEighth);
    expect(taxesOf(priced.json())).toEqual({ "IL excise, THC 35 % or less": 400, "IL retailers' occupation tax": 250 });
  });

  it("limitsProfile NONE needs the owner's confirmation; unknown profiles are refused", async () => {
    const url = `/api/organization/${tenant.organizationId}/location/${tenant.locationId}`;
    const unconfirmed = await t.call("PATCH", url, { token, body: { limitsProfile: "NONE" } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toEqual([LIMITS_NONE_MESSAGE]);
    const unknown = await t.call("PATCH", url, { token, body: { limitsProfile: "US-WA" } });
    expect(unknown.statusCode).toBe(400);
    const confirmed = await t.call("PATCH", url, { token, body: { limitsProfile: "NONE", limitsNoneConfirmed: true } });
    expect(confirmed.json()).toMatchObject({ limitsProfile: "NONE", limitsNoneConfirmed: true });
  });
});
