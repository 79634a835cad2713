// Factories for the pricing domains' tests: a small catalog straight in the database (brands, categories with
// their compliance class, products with prices), and short URL builders for a tenant's location.
import { productSearchTerms } from "@verdant/shared/products";
import { brands, categories, products } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/app.ts";
import { buildOrganization, losAngeles, type Tenant } from "../../test/tenancy.fixtures.ts";

export const locationUrl = (tenant: Pick<Tenant, "organizationId" | "locationId">, path = "") =>
  `/api/organization/${tenant.organizationId}/location/${tenant.locationId}${path}`;

export interface TestCatalog {
  brands: { stiiizy: string; kiva: string };
  categories: { flower: string; edibles: string };
  products: { flowerEighth: string; kivaFlower: string; chocolate: string; stiiizyPod: string };
}

/** Two brands, two categories and four products (prices in cents) at the tenant's location. */
export async function buildCatalog(
  t: TestApp,
  tenant: Pick<Tenant, "organizationId" | "locationId">,
): Promise<TestCatalog> {
  const scope = { organizationId: tenant.organizationId, locationId: tenant.locationId };
  const db = t.database.db;
  const [stiiizy, kiva] = await db
    .insert(brands)
    .values([
      { ...scope, name: "Stiiizy" },
      { ...scope, name: "Kiva" },
    ])
    .returning();
  const [flower, edibles] = await db
    .insert(categories)
    .values([
      { ...scope, name: "Flower", complianceClass: "FLOWER" },
      { ...scope, name: "Edibles", complianceClass: "EDIBLE" },
    ])
    .returning();
  const product = (name: string, sku: string, priceCents: number, brandId: string | null, categoryId: string) => ({
    ...scope,
    name,
    sku,
    priceCents,
    brandId,
    categoryId,
    netWeightMg: 3500,
    searchTerms: productSearchTerms(name, sku, []),
  });
  const rows = await db
    .insert(products)
    .values([
      product("House Eighth", "HOUSE8", 4000, null, flower!.id),
      product("Kiva Flower Jar", "KIVAJAR", 5000, kiva!.id, flower!.id),
      product("Camino Chocolate", "CAMINO", 2000, kiva!.id, edibles!.id),
      product("Stiiizy Pod", "POD1", 3000, stiiizy!.id, flower!.id),
    ])
    .returning();
  return {
    brands: { stiiizy: stiiizy!.id, kiva: kiva!.id },
    categories: { flower: flower!.id, edibles: edibles!.id },
    products: {
      flowerEighth: rows[0]!.id,
      kivaFlower: rows[1]!.id,
      chocolate: rows[2]!.id,
      stiiizyPod: rows[3]!.id,
    },
  };
}

/** One of each pricing and customer entity at the tenant's location, for the tenancy suite's rows. */
export async function buildPricingFixtures(t: TestApp, tenant: Tenant) {
  const token = tenant.people.OWNER.token;
  const post = async (url: string, body: Record<string, unknown>) => {
    const res = await t.call("POST", url, { token, body });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
    return res.json() as { id: string };
  };
  const catalog = await buildCatalog(t, tenant);
  const group = await post(locationUrl(tenant, "/tax-group"), { name: "Fixture group" });
  const rate = await post(locationUrl(tenant, "/tax-rate"), {
    name: "Fixture rate",
    ratePpm: 50000,
    taxGroupId: group.id,
  });
  const assignment = await post(locationUrl(tenant, "/tax-group/assign"), {
    taxGroupId: group.id,
    entityType: "BRAND",
    entityId: catalog.brands.kiva,
  });
  const customerGroup = await post(locationUrl(tenant, "/customer-group"), { name: "Fixture customers" });
  const customer = await post("/api/customer", {
    locationId: tenant.locationId,
    firstName: "Fixture",
    lastName: "Customer",
    dateOfBirth: "1980-01-01",
  });
  const discount = await post(locationUrl(tenant, "/discount/details"), { name: "Fixture discount" });
  return {
    taxGroupId: group.id,
    taxRateId: rate.id,
    assignmentId: assignment.id,
    categoryId: catalog.categories.flower,
    productId: catalog.products.flowerEighth,
    customerId: customer.id,
    customerGroupId: customerGroup.id,
    discountId: discount.id,
  };
}

/** An organization whose one location is in Los Angeles, with the test catalog; the owner's token. */
export async function buildLosAngelesShop(t: TestApp, name: string) {
  const { owner, organization } = await buildOrganization(t, { name, location: losAngeles });
  const tenant = { organizationId: organization.id, locationId: organization.locations[0]!.id };
  return { tenant, token: owner.token, catalog: await buildCatalog(t, tenant) };
}
