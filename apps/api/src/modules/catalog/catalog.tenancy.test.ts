// Tenant isolation and roles for every catalog and vendor route, in the shape of test/tenancy.test.ts (one row
// per route): A's owner sending B's id gets 404; every role of A that domain.md does not allow gets 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type StaffKey, type Tenant } from "../../test/tenancy.fixtures.ts";

interface Ids {
  orgId: string;
  locationId: string;
  brandId: string;
  categoryId: string;
  strainId: string;
  tagId: string;
  priorityId: string;
  productId: string;
  vendorId: string;
}
interface RouteCase {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: (ids: Ids) => string;
  body?: (ids: Ids) => Record<string, unknown>;
  allowed: readonly StaffKey[];
}

const everyone: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER", "NO_ROLE"];
const readers: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER"];
const writers: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "INVENTORY"];
const unknownId = "00000000-0000-4000-8000-000000000000";
const loc = (i: Ids) => `/api/organization/${i.orgId}/location/${i.locationId}`;

const lookupRows = (family: string, key: keyof Ids, body: Record<string, unknown>): Record<string, RouteCase> => ({
  [`GET ${family} list`]: { method: "GET", url: (i) => `${loc(i)}/${family}`, allowed: readers },
  [`POST ${family}`]: { method: "POST", url: (i) => `${loc(i)}/${family}`, body: () => body, allowed: writers },
  [`GET ${family}`]: { method: "GET", url: (i) => `${loc(i)}/${family}/${i[key]}`, allowed: readers },
  [`PATCH ${family}`]: {
    method: "PATCH",
    url: (i) => `${loc(i)}/${family}/${i[key]}`,
    body: () => ({ name: `Renamed ${family}` }),
    allowed: writers,
  },
  [`DELETE ${family}`]: { method: "DELETE", url: (i) => `${loc(i)}/${family}/${i[key]}`, allowed: writers },
});

const product = (i: Ids) => `${loc(i)}/product`;
const vendor = (i: Ids) => `${loc(i)}/vendor`;
const routes: Record<string, RouteCase> = {
  ...lookupRows("brand", "brandId", { name: "New brand" }),
  ...lookupRows("category", "categoryId", { name: "New category", complianceClass: "VAPE" }),
  ...lookupRows("strain", "strainId", { name: "New strain", type: "CBD" }),
  ...lookupRows("tag", "tagId", { name: "New tag" }),
  ...lookupRows("priority", "priorityId", { name: "New priority", rank: 3 }),
  "GET products": { method: "GET", url: product, allowed: readers },
  "POST product": {
    method: "POST",
    url: product,
    body: (i) => ({ name: "New product", priceCents: 100, brandId: i.brandId, vendorId: i.vendorId }),
    allowed: writers,
  },
  "GET product": { method: "GET", url: (i) => `${product(i)}/${i.productId}`, allowed: readers },
  "PATCH product": {
    method: "PATCH",
    url: (i) => `${product(i)}/${i.productId}`,
    body: (i) => ({ categoryId: i.categoryId, strainId: i.strainId, priorityId: i.priorityId, tagIds: [i.tagId] }),
    allowed: writers,
  },
  "PATCH product status": {
    method: "PATCH",
    url: (i) => `${product(i)}/${i.productId}/status`,
    body: () => ({ status: "PUBLISHED" }),
    allowed: writers,
  },
  "PATCH products bulk status": {
    method: "PATCH",
    url: (i) => `${product(i)}/bulk/status`,
    body: () => ({ productIds: [unknownId], status: "ARCHIVED" }),
    allowed: writers,
  },
  "POST generate-sku": {
    method: "POST",
    url: (i) => `${product(i)}/generate-sku`,
    body: () => ({ name: "Anything" }),
    allowed: writers,
  },
  "GET count-affected": {
    method: "GET",
    url: (i) => `${product(i)}/count-affected?productIds=${unknownId}`,
    allowed: readers,
  },
  "GET vendors": { method: "GET", url: vendor, allowed: readers },
  "POST vendor": { method: "POST", url: vendor, body: () => ({ name: "New vendor" }), allowed: writers },
  "GET vendor": { method: "GET", url: (i) => `${vendor(i)}/${i.vendorId}`, allowed: readers },
  "PATCH vendor": {
    method: "PATCH",
    url: (i) => `${vendor(i)}/${i.vendorId}`,
    body: () => ({ paymentTerms: "Net 60" }),
    allowed: writers,
  },
  "DELETE vendor": { method: "DELETE", url: (i) => `${vendor(i)}/${i.vendorId}`, allowed: writers },
  "PATCH vendor status": {
    method: "PATCH",
    url: (i) => `${vendor(i)}/${i.vendorId}/status`,
    body: () => ({ active: true }),
    allowed: writers,
  },
  "DELETE vendors bulk": {
    method: "DELETE",
    url: (i) => `${vendor(i)}/bulk`,
    body: () => ({ vendorIds: [unknownId] }),
    allowed: writers,
  },
  "PATCH vendors bulk status": {
    method: "PATCH",
    url: (i) => `${vendor(i)}/bulk/status`,
    body: () => ({ vendorIds: [unknownId], active: false }),
    allowed: writers,
  },
  "POST vendor license": { method: "POST", url: (i) => `${vendor(i)}/${i.vendorId}/license`, allowed: writers },
};
/** Reading a license needs a file: the vendor suite covers the member download; here only isolation and roles. */
const notReadable = new Set(["POST vendor license"]);

function idsUsedBy(route: RouteCase, sample: Ids): (keyof Ids)[] {
  const used = new Set<keyof Ids>();
  const probe = new Proxy(sample, {
    get: (target, key) => {
      used.add(key as keyof Ids);
      return target[key as keyof Ids];
    },
  });
  route.url(probe);
  route.body?.(probe);
  return [...used];
}

describe("catalog and vendors: tenant isolation and roles", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let idsA: Ids;
  let idsB: Ids;

  async function idsOf(tenant: Tenant): Promise<Ids> {
    const token = tenant.people.OWNER.token;
    const base = `/api/organization/${tenant.organizationId}/location/${tenant.locationId}`;
    const make = async (path: string, body: Record<string, unknown>) => {
      const res = await t.call("POST", `${base}/${path}`, { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const brandId = await make("brand", { name: "Brand" });
    const vendorId = await make("vendor", { name: "Vendor" });
    return {
      orgId: tenant.organizationId,
      locationId: tenant.locationId,
      brandId,
      vendorId,
      categoryId: await make("category", { name: "Category", complianceClass: "FLOWER" }),
      strainId: await make("strain", { name: "Strain", type: "INDICA" }),
      tagId: await make("tag", { name: "Tag" }),
      priorityId: await make("priority", { name: "Priority", rank: 1 }),
      productId: await make("product", { name: "Product", priceCents: 100 }),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Catalog A");
    b = await buildTenant(t, "Catalog B");
    idsA = await idsOf(a);
    idsB = await idsOf(b);
  });
  afterAll(() => t.close());

  const call = (route: RouteCase, ids: Ids, token: string) =>
    t.call(route.method, route.url(ids), { token, body: route.body?.(ids) });

  it.each(Object.entries(routes))("%s: another tenant's ids answer 404 or are refused", async (_name, route) => {
    for (const key of idsUsedBy(route, idsA)) {
      const res = await call(route, { ...idsA, [key]: idsB[key] }, a.people.OWNER.token);
      // A body reference to another location's entry is a 400 naming the field; a path id is a 404.
      const expected = route.url({ ...idsA, [key]: "X" as never }).includes("X") ? 404 : 400;
      expect(res.statusCode, `${key} of B: ${res.body}`).toBe(expected);
    }
  });

  it.each(Object.entries(routes))("%s: roles without the permission get 403", async (_name, route) => {
    for (const key of everyone.filter((k) => !route.allowed.includes(k))) {
      const res = await call(route, idsA, a.people[key].token);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
    }
  });

  it.each(Object.entries(routes).filter(([name, r]) => r.method === "GET" && !notReadable.has(name)))(
    "%s: allowed roles can read",
    async (_name, route) => {
      for (const key of route.allowed) {
        const res = await call(route, idsA, a.people[key].token);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      }
    },
  );
});
