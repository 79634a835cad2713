// What every purchase-order route shares: its OpenAPI tag, its path, the permissions it declares, and the spec's
// required-parameter messages (§5), answered as they are written before any other validation.
import { PO_MESSAGES } from "@verdant/shared/purchase-orders";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";

export const tags = ["purchase-orders"];
export const base = "/organization/:orgId/location/:locationId/purchase-order";
export const read = { access: "inventory.read" } as const;
export const write = { access: "inventory.write" } as const;

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** preValidation: 400 'Organization ID and Location ID are required', 'Purchase Order ID is required', ... */
export async function requirePurchaseOrderParams(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown>;
  const missing = (message: string) => new AppError("bad_request", message);
  if (blank(params.orgId) || blank(params.locationId)) throw missing(PO_MESSAGES.scopeRequired);
  if ("id" in params && blank(params.id)) throw missing(PO_MESSAGES.idRequired);
  if ("itemId" in params && blank(params.itemId)) throw missing(PO_MESSAGES.itemIdRequired);
  if (request.routeOptions.url?.endsWith("/check-po-number")) {
    const { poNumber } = (request.query ?? {}) as Record<string, unknown>;
    if (blank(poNumber)) throw missing(PO_MESSAGES.poNumberRequired);
  }
}
