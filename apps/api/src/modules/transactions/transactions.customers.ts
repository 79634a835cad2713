// The spec's customer calls (§7): GET /customer/{id}/transactions (orgId, locationId) and
// GET /customer/{id}/daily-purchase-limits (locationId). They name the location in the query; the organization is
// the location's (or the orgId given, which must match), and the access check runs as for any location call.

import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import type { customerTransactionsQuery, DailyPurchaseLimits } from "@verdant/shared/transactions";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import type { Access, LocationScope, Scope } from "../../plugins/access.ts";
import { getCustomer } from "../customers/customers.service.ts";
import { dailyPurchaseLimits } from "../sales/sales.service.ts";
import { listTransactions } from "./transactions.service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function scopeFromLocationQuery(request: FastifyRequest, db: Db): Promise<Scope | undefined> {
  const { locationId, orgId } = (request.query ?? {}) as Record<string, unknown>;
  if (typeof locationId !== "string" || !UUID.test(locationId)) return undefined;
  const [row] = await db
    .select({ organizationId: locations.organizationId })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row || (orgId !== undefined && orgId !== row.organizationId)) return undefined;
  return { organizationId: row.organizationId, locationId };
}

export async function customerTransactions(
  db: Db,
  access: Access,
  scope: LocationScope,
  customerId: string,
  query: z.output<typeof customerTransactionsQuery>,
) {
  await getCustomer(db, scope, customerId);
  return listTransactions(db, access, scope, {
    ...query,
    customerId,
    search: undefined,
    sortBy: "completedAt",
    sortOrder: "desc",
  });
}

export async function customerDailyLimits(
  db: Db,
  scope: LocationScope,
  customerId: string,
  now = new Date(),
): Promise<DailyPurchaseLimits> {
  const { usage, customerType, timeZone } = await dailyPurchaseLimits(db, scope, customerId, now);
  return { ...usage, customerType, date: toLocalMoment(now.toISOString(), timeZone).date };
}
