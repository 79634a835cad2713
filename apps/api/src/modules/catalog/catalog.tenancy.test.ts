// Tenant isolation and roles for every catalog and vendor route, in the shape of test/tenancy.test.ts (one row
// per route): A's owner sending B's id gets 404; every role of A that domain.md does not allow gets 403.
import { expect } from "vitest";
import type { TestApp } from "../../test/app.ts";
import type { StaffKey, Tenant } from "../../test/tenancy.fixtures.ts";
import { describeTenancy, type RouteCase as Row } from "../../test/tenancy.runner.ts";

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
type RouteCase = Row<Ids>;

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

async function idsOf(t: TestApp, tenant: Tenant): Promise<Ids> {
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

describeTenancy<Ids>("catalog and vendors: tenant isolation and roles", {
  routes,
  idsOf,
  // A body reference to another location's entry is a 400 naming the field; a path id is a 404.
  foreignStatus: (route, key) => (route.url({ ...({} as Ids), [key]: "X" }).includes("X") ? 404 : 400),
  notReadable,
});
