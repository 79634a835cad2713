import type { FastifyRequest } from "fastify";
import { AppError, type MessageKey, say } from "../../lib/app-error.ts";

export const tags = ["purchase-orders"];
export const base = "/organization/:orgId/location/:locationId/purchase-order";
export const read = { access: "inventory.read" } as const;
export const write = { access: "inventory.write" } as const;

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** preValidation: 400 'Organization ID and Location ID are required', 'Purchase Order ID is required', ... */
export async function requirePurchaseOrderParams(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown>;
  const missing = (key: MessageKey) => new AppError("bad_request", say(key));
  if (blank(params.orgId) || blank(params.locationId)) throw missing("scope.required");
  if ("id" in params && blank(params.id)) throw missing("po.idRequired");
  if ("itemId" in params && blank(params.itemId)) throw missing("po.itemIdRequired");
  if (request.routeOptions.url?.endsWith("/check-po-number")) {
    const { poNumber } = (request.query ?? {}) as Record<string, unknown>;
    if (blank(poNumber)) throw missing("po.poNumberRequired");
  }
}
