// The parties a sale locks before it prices, in the one order every sale takes them, in one statement: its drawer
// session FOR SHARE (a close waits for the sale, sales do not wait for each other) and its customer FOR NO KEY
// UPDATE (two registers selling to one customer queue, so a DAY limit holds), with the location's selling setup
// version read alongside (sales.setup.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, drawerSessions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { groupIdsOf } from "../customers/customers.service.ts";
import { openDrawerOf } from "../drawers/drawers.service.ts";
import type { Buyer } from "./sales.pricing.ts";
import { setupVersionOf } from "./sales.setup.ts";

interface Parties {
  version: number;
  drawer: { id: string; registerId: string; status: string } | null;
  buyer: Buyer | null;
}

export async function lockParties(
  db: Db,
  scope: LocationScope,
  ids: { drawerSessionId: string; customerId: string },
): Promise<{ version: number; drawer: { id: string; registerId: string }; buyer: Buyer }> {
  const result = await db.execute(sql`
    with drawer as (
      select d.id, d.register_id as "registerId", d.status from ${drawerSessions} d
      where d.organization_id = ${scope.organizationId} and d.location_id = ${scope.locationId}
        and d.id = ${ids.drawerSessionId}
      for share),
    buyer as (
      select ${customers.id}, ${customers.firstName} as "firstName", ${customers.lastName} as "lastName",
        ${customers.status}, ${customers.dateOfBirth} as "dateOfBirth", ${customers.type},
        ${customers.medicalCardNumber} as "medicalCardNumber", ${customers.medicalCardExpiry} as "medicalCardExpiry",
        ${groupIdsOf} as "customerGroupIds"
      from ${customers}
      where ${customers.organizationId} = ${scope.organizationId} and ${customers.id} = ${ids.customerId}
      for no key update)
    select ${setupVersionOf(scope.locationId)}::float8 as version,
      (select row_to_json(drawer) from drawer) as drawer,
      (select row_to_json(buyer) from buyer) as buyer`);
  const [row] = (result as unknown as { rows: Parties[] }).rows;
  const drawer = openDrawerOf(row?.drawer ?? undefined);
  if (!row?.buyer) throw notFound("Customer");
  return { version: Number(row.version), drawer, buyer: row.buyer };
}
