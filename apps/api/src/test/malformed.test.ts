// Every operation of /api/openapi.json, driven with malformed input as a seeded organization's owner, on real ids:
// no answer is a 5xx, no body carries a stack or SQL, and every error has the spec's shape with a code.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../modules/auth/auth.test-helpers.ts";
import { buildInventoryFixtures } from "../modules/inventory/inventory.test-helpers.ts";
import { buildSalesFixtures } from "../modules/sales/sales.test-helpers.ts";
import { buildPricingFixtures } from "../modules/tax-groups/tax-groups.test-helpers.ts";
import { createTestApp, type TestApp } from "./app.ts";
import {
  type Attempt,
  attemptsFor,
  type IdLookup,
  type Operation,
  operationsOf,
  UNKNOWN_ID,
} from "./malformed.inputs.ts";
import { addPerson, buildTenant, type Tenant } from "./tenancy.fixtures.ts";

/** `{id}` is named by the path segment before it. */
const idOfSegment: Record<string, string> = {
  "organization-member": "memberId",
  "organization-invites": "orgId",
  customer: "customerId",
  "customer-group": "customerGroupId",
  discount: "discountId",
  inventory: "inventoryId",
  "purchase-order": "purchaseOrderId",
  "receive-orders": "receiveOrderId",
  "tax-group": "taxGroupId",
  "tax-rate": "taxRateId",
  product: "productId",
  category: "categoryId",
};
const aliases: Record<string, string> = {
  organizationId: "orgId",
  newTaxGroupId: "taxGroupId",
  previousTaxRateId: "taxRateId",
  nextTaxRateId: "taxRateId",
  inventoryItemId: "inventoryId",
  locationVendorId: "vendorId",
  entityId: "productId",
  memberTaxGroupId: "taxGroupId",
};

async function seed(t: TestApp, tenant: Tenant): Promise<Record<string, string>> {
  const owner = tenant.people.OWNER.token;
  const members = await t.call("GET", `/api/organization/${tenant.organizationId}/members`, { token: owner });
  const invite = await t.call("POST", "/api/organization-send-invitation", {
    token: owner,
    body: {
      organizationId: tenant.organizationId,
      email: uniqueEmail(),
      locationRoles: [{ locationId: tenant.locationId, roles: ["VIEWER"] }],
    },
  });
  return {
    ...(await buildPricingFixtures(t, tenant)),
    ...(await buildInventoryFixtures(t, tenant)),
    ...(await buildSalesFixtures(t, tenant)),
    orgId: tenant.organizationId,
    locationId: tenant.locationId,
    roomId: tenant.roomId,
    slug: tenant.slug,
    memberId: members.json().data[0].id,
    inviteId: invite.json().id,
    userId: (await addPerson(t, tenant.organizationId, "MEMBER")).user.id,
  };
}

const lookup =
  (ids: Record<string, string>): IdLookup =>
  (name, path) => {
    if (name === "id") {
      const segment = path.split("/{id}")[0]?.split("/").pop() ?? "";
      return ids[idOfSegment[segment] ?? ""] ?? UNKNOWN_ID;
    }
    if (name === "itemId") return path.includes("purchase-order") ? ids.poItemId! : ids.roItemId!;
    if (name === "productId") return ids.saleProductId ?? UNKNOWN_ID;
    return ids[aliases[name] ?? name] ?? (name.endsWith("Id") ? UNKNOWN_ID : "nothing");
  };

/** Calls that end the owner's session or ownership run last, so every other call meets a signed-in owner. */
const lastOf = (op: Operation) =>
  op.path.endsWith("/sign-out") || op.path.endsWith("transfer-ownership")
    ? 3
    : op.path === "/api/organization/{orgId}"
      ? 2
      : op.method === "DELETE"
        ? 1
        : 0;

const STACK_OR_SQL = [
  /\n\s+at /,
  /\.(ts|js|mjs):\d+/,
  /node_modules/,
  /violates .* constraint/i,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|values|where)\b/i,
  /syntax error at or near/i,
  /relation ".*"/i,
];

describe("malformed input on every operation of the OpenAPI document", () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let token: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await buildTenant(t, "Malformed Co");
    ids = await seed(t, tenant);
    token = tenant.people.OWNER.token;
    operations = operationsOf((await t.call("GET", "/api/openapi.json")).json()).sort((a, b) => lastOf(a) - lastOf(b));
  }, 120_000);
  afterAll(() => t.close());

  it("answers each without a server error, a stack or SQL, in the error shape with a code", async () => {
    expect(operations.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const send = (op: Operation, attempt: Attempt) =>
      t.app.inject({
        method: op.method as "GET",
        url: attempt.url,
        headers: {
          "api-key": t.config.apiKeys[0]!,
          authorization: `Bearer ${token}`,
          "idempotency-key": randomUUID(),
          ...(attempt.payload !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
      });
    let calls = 0;
    for (const op of operations) {
      for (const attempt of attemptsFor(op, lookup(ids))) {
        const res = await send(op, attempt);
        calls++;
        const where = `${op.method} ${op.path} [${attempt.label}] -> ${res.statusCode}`;
        if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 300)}`);
        const leak = STACK_OR_SQL.find((re) => re.test(res.body));
        if (leak && res.statusCode >= 400) problems.push(`${where}: leaks ${leak}: ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          const body = res.json() as Record<string, unknown>;
          const shaped =
            body.statusCode === res.statusCode &&
            typeof body.error === "string" &&
            (typeof body.message === "string" || Array.isArray(body.message)) &&
            typeof body.code === "string";
          if (!shaped) problems.push(`${where}: not the error shape: ${res.body.slice(0, 300)}`);
          // What the schemas accept fits the database: values at their maxima are never out of its range.
          if (attempt.label.startsWith("at the schema's maxima") && body.code === "value_out_of_range") {
            problems.push(`${where}: the schema accepts what the database cannot hold: ${res.body.slice(0, 300)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1_500);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 240_000);
});
