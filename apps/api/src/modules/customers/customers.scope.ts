// The spec's customer calls (§7) name only the location (locationId in the query or the body); the organization
// is the location's. The access plugin then checks membership and role as for any other route.

import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import type { Scope } from "../../plugins/access.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function scopeFromLocationId(request: FastifyRequest, db: Db): Promise<Scope | undefined> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
  const locationId = query.locationId ?? body.locationId;
  if (typeof locationId !== "string" || !UUID.test(locationId)) return undefined;
  const [row] = await db
    .select({ organizationId: locations.organizationId })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row ? { organizationId: row.organizationId, locationId } : undefined;
}
