// /purchase-order/{id}/document and /email (issue 15): the order as the vendor sees it, for the printed page, and
// sending it to the vendor's contact e-mail through the messaging delivery.
import {
  emailedPurchaseOrder,
  emailPurchaseOrderInput,
  purchaseOrderDocument,
} from "@verdant/shared/purchase-order-document";
import { poParams } from "@verdant/shared/purchase-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { locationScopeOf as scope } from "../../plugins/access.ts";
import { emailPurchaseOrder, loadPurchaseOrderDocument } from "./purchase-orders.document.ts";
import { base, read, requirePurchaseOrderParams, tags, write } from "./purchase-orders.paths.ts";

export const purchaseOrderDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook("preValidation", requirePurchaseOrderParams);
  app.get(
    `${base}/:id/document`,
    {
      schema: {
        tags,
        summary: "The order as the vendor sees it: buyer, vendor, lines and totals (the printed page)",
        params: poParams,
        response: { 200: purchaseOrderDocument },
      },
      config: read,
    },
    async (request) => loadPurchaseOrderDocument(db, scope(request), request.params.id),
  );

  app.post(
    `${base}/:id/email`,
    {
      schema: {
        tags,
        summary: "E-mail a confirmed order to the vendor's contact e-mail on record",
        params: poParams,
        body: emailPurchaseOrderInput,
        response: { 200: emailedPurchaseOrder },
      },
      config: write,
    },
    async (request) =>
      emailPurchaseOrder({ db, config, log: request.log }, scope(request), request.params.id, request.body),
  );
};
