// Voids and refunds of a sale: manager only (register.manage), both with an optional Idempotency-Key.
import { refundSaleInput, sale, saleParams, voidSaleInput } from "@verdant/shared/sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { idempotent } from "../../lib/idempotency/idempotency.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { refundSale, voidSale } from "./sales.returns.ts";

const tags = ["sales"];
const base = "/organization/:orgId/location/:locationId/sale/:saleId";

export const saleReturnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${base}/void`,
    {
      schema: {
        tags,
        summary: "Void a sale while its drawer session is open (stock and tenders back)",
        params: saleParams,
        body: voidSaleInput,
        response: { 200: sale },
      },
      config: { access: "register.manage" },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const scope = locationScopeOf(request);
      return idempotent(db, request, reply, (tx) => voidSale(tx, access, scope, request.params.saleId, request.body));
    },
  );

  app.post(
    `${base}/refund`,
    {
      schema: {
        tags,
        summary: "Refund a whole sale or some of its lines, restocked or written off",
        params: saleParams,
        body: refundSaleInput,
        response: { 200: sale },
      },
      config: { access: "register.manage" },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const scope = locationScopeOf(request);
      return idempotent(db, request, reply, (tx) => refundSale(tx, access, scope, request.params.saleId, request.body));
    },
  );
};
