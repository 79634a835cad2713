// Tenant isolation and roles for every track-and-trace route (the shape of test/tenancy.test.ts): A's owner sending
// B's ids gets 404; every role of A that domain.md does not allow gets 403. Both tenants are linked to one local
// Metrc simulator, each with its own facility, a manifest and a report in the outbox.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { simulatorEnv, startSimulator } from "../../test/metrc.fixtures.ts";
import type { StaffKey, Tenant } from "../../test/tenancy.fixtures.ts";
import { describeTenancy, type RouteCase as Row } from "../../test/tenancy.runner.ts";
import { buildSalesFixtures } from "../sales/sales.test-helpers.ts";
import type { MetrcSimulator } from "./metrc.simulator.ts";

interface Ids {
  orgId: string;
  locationId: string;
  roomId: string;
  productId: string;
  saleId: string;
  eventId: number;
  deliveryId: number;
}
type RouteCase = Row<Ids>;

const readers: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER"];
const writers: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "INVENTORY"];
const orgManagers: StaffKey[] = ["OWNER", "ADMIN"];
const ownSales: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "VIEWER"];
const LABEL = "1A4060300000TENANCY00001";
const tt = (i: Ids) => `/api/organization/${i.orgId}/location/${i.locationId}/track-trace`;

const routes: Record<string, RouteCase> = {
  "GET track-trace": { method: "GET", url: tt, allowed: readers },
  "PUT track-trace link": {
    method: "PUT",
    url: (i) => `${tt(i)}/link`,
    body: () => ({ state: "CA", licenseNumber: "C10-TEN", userKey: "k" }),
    allowed: orgManagers,
  },
  "DELETE track-trace link": { method: "DELETE", url: (i) => `${tt(i)}/link`, allowed: orgManagers },
  "POST track-trace link test": { method: "POST", url: (i) => `${tt(i)}/link/test`, allowed: orgManagers },
  "GET track-trace reasons": { method: "GET", url: (i) => `${tt(i)}/reasons`, allowed: readers },
  "GET track-trace events": { method: "GET", url: (i) => `${tt(i)}/events`, allowed: readers },
  "POST track-trace event retry": {
    method: "POST",
    url: (i) => `${tt(i)}/events/${i.eventId}/retry`,
    allowed: writers,
  },
  "GET track-trace sale": { method: "GET", url: (i) => `${tt(i)}/sales/${i.saleId}`, allowed: ownSales },
  "GET track-trace reconciliation": { method: "GET", url: (i) => `${tt(i)}/reconciliation`, allowed: readers },
  "POST track-trace reconciliation resolve": {
    method: "POST",
    url: (i) => `${tt(i)}/reconciliation/resolve`,
    body: () => ({ label: LABEL, action: "REPORT_OURS" }),
    allowed: writers,
  },
  "GET track-trace incoming": { method: "GET", url: (i) => `${tt(i)}/incoming`, allowed: readers },
  "GET track-trace manifest": { method: "GET", url: (i) => `${tt(i)}/incoming/${i.deliveryId}`, allowed: readers },
  "POST track-trace manifest receive order": {
    method: "POST",
    url: (i) => `${tt(i)}/incoming/${i.deliveryId}/receive-order`,
    body: (i) => ({ roomId: i.roomId, lines: [{ label: LABEL, productId: i.productId }] }),
    allowed: writers,
  },
};

let sim: MetrcSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

let tenants = 0;

async function idsOf(t: TestApp, tenant: Tenant): Promise<Ids> {
  const selling = await buildSalesFixtures(t, tenant);
  tenants += 1;
  const license = `C10-TEN-${tenants}`;
  const userKey = `tenancy-key-${tenants}`;
  sim.books.addFacility(license, `Tenancy ${tenants}`, userKey);
  sim.books.addPackage(license, { label: LABEL, itemName: "Fixture Joint", quantity: 10, unit: "Each" });
  const deliveryId = sim.books.addDelivery(license, {
    ManifestNumber: `000900${tenants}`,
    ShipperFacilityName: "Tenancy Farms",
    ShipperFacilityLicenseNumber: "CCL-TEN",
    packages: [
      {
        PackageLabel: LABEL,
        ProductName: "Fixture Joint",
        ShippedQuantity: 5,
        ShippedUnitOfMeasureName: "Each",
        ItemUnitThcPercent: null,
      },
    ],
  });
  await t.call("PUT", `/api/organization/${tenant.organizationId}/location/${tenant.locationId}/track-trace/link`, {
    token: tenant.people.OWNER.token,
    body: { state: "CA", licenseNumber: license, userKey },
  });
  const { rows } = (await t.database.db.execute(sql`
    insert into track_trace_events (organization_id, location_id, kind, source_id, sale_id, status, last_error)
    values (${tenant.organizationId}, ${tenant.locationId}, 'SALE', ${selling.saleId}, ${selling.saleId}, 'FAILED', 'refused')
    returning id`)) as unknown as { rows: { id: string }[] };
  return {
    orgId: tenant.organizationId,
    locationId: tenant.locationId,
    roomId: tenant.roomId,
    productId: selling.saleProductId,
    saleId: selling.saleId,
    eventId: Number(rows[0]!.id),
    deliveryId,
  };
}

describeTenancy<Ids>("track-trace tenant isolation and roles", { routes, idsOf, env: () => simulatorEnv(sim) });
