// The tenant a catalog or vendor call works in: the access check found both ids; every query filters by both.
import type { FastifyRequest } from "fastify";
import { accessOf } from "../../plugins/access.ts";

export interface LocationScope {
  organizationId: string;
  locationId: string;
}

export function locationScope(request: FastifyRequest): LocationScope {
  const { organizationId, locationId } = accessOf(request);
  if (!locationId) throw new Error(`route ${request.routeOptions.url} is not location-scoped`);
  return { organizationId, locationId };
}

export const locationBase = "/organization/:orgId/location/:locationId";
