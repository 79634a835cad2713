// Voids and refunds of a sale at the register (register.sell): a manager's own, or a cashier's with a manager's
// PIN in `approval` (decision 0019); both with an optional Idempotency-Key. Before a refund is confirmed, its
// preview shows each line, the tax and the tenders it goes back to; a receipt number finds the sale returned.
import { locationParams } from "@verdant/shared/locations";
import { refundPreview } from "@verdant/shared/overrides";
import { refundPreviewInput, refundSaleInput, sale, saleParams, voidSaleInput } from "@verdant/shared/sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { idempotent } from "../../lib/idempotency/idempotency.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { approverFor } from "../overrides/overrides.service.ts";
import { loadSaleByReceipt } from "./sales.present.ts";
import { previewRefund, refundSale, voidSale } from "./sales.returns.ts";

const tags = ["sales"];
const base = "/organization/:orgId/location/:locationId/sale/:saleId";

const receiptParams = locationParams.extend({
  receiptNumber: z.coerce
    .number({ error: "receiptNumber must be a receipt number" })
    .int("receiptNumber must be a receipt number")
    .min(1, "receiptNumber must be a receipt number"),
});

export const saleReturnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${base}/void`,
    {
      schema: {
        tags,
        summary:
          "Void a sale while its drawer session is open (stock and tenders back); a cashier needs a manager's PIN",
        params: saleParams,
        body: voidSaleInput,
        response: { 200: sale },
      },
      config: { access: "register.sell" },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const scope = locationScopeOf(request);
      const approvedBy = await approverFor(db, access, scope, request.body.approval);
      return idempotent(db, request, reply, (tx) =>
        voidSale(tx, access, scope, request.params.saleId, request.body, approvedBy),
      );
    },
  );

  app.post(
    `${base}/refund`,
    {
      schema: {
        tags,
        summary: "Refund a whole sale or some of its lines, restocked or written off; a cashier needs a manager's PIN",
        params: saleParams,
        body: refundSaleInput,
        response: { 200: sale },
      },
      config: { access: "register.sell" },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const scope = locationScopeOf(request);
      const approvedBy = await approverFor(db, access, scope, request.body.approval);
      return idempotent(db, request, reply, (tx) =>
        refundSale(tx, access, scope, request.params.saleId, request.body, approvedBy),
      );
    },
  );

  app.post(
    `${base}/refund/preview`,
    {
      schema: {
        tags,
        summary: "What a refund of these lines pays back (each line, its tax, the tenders), before it is confirmed",
        params: saleParams,
        body: refundPreviewInput,
        response: { 200: refundPreview },
      },
      config: { access: "register.sell" },
    },
    async (request) => previewRefund(db, locationScopeOf(request), request.params.saleId, request.body),
  );

  app.get(
    "/organization/:orgId/location/:locationId/sale/receipt/:receiptNumber",
    {
      schema: {
        tags,
        summary: "The sale a customer brings back, by its receipt number (to refund or void it at the register)",
        params: receiptParams,
        response: { 200: sale },
      },
      config: { access: "register.sell" },
    },
    async (request) => loadSaleByReceipt(db, locationScopeOf(request), request.params.receiptNumber),
  );
};
