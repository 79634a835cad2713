// /organization/{orgId}/location/{locationId}/sale: price, complete, print and send a sale; the register's product
// search. Completing needs an Idempotency-Key: a retry answers the same sale and records nothing again.
import { locationParams } from "@verdant/shared/locations";
import { registerParams } from "@verdant/shared/registers";
import {
  completeSaleInput,
  previewSaleInput,
  receipt,
  receiptSent,
  sale,
  saleParams,
  salePreview,
  sellableList,
  sellableQuery,
  sendReceiptInput,
} from "@verdant/shared/sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency/idempotency.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { assertSeesSale } from "./sales.access.ts";
import { withReceiptNumber } from "./sales.complete.ts";
import { pricingContextRoutes } from "./sales.context.routes.ts";
import { parkedCartRoutes } from "./sales.parked.routes.ts";
import { saleReturnRoutes } from "./sales.returns.routes.ts";
import { completeSale, loadReceipt, previewSale, searchRegisterProducts, sendReceipt } from "./sales.service.ts";
import { SellingSetupCache } from "./sales.setup.ts";

const tags = ["sales"];
const base = "/organization/:orgId/location/:locationId/sale";

export const saleRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const setups = new SellingSetupCache();
  await app.register(parkedCartRoutes, { db });
  await app.register(saleReturnRoutes, { db });
  await app.register(pricingContextRoutes, { db, setups });

  app.get(
    "/organization/:orgId/location/:locationId/register/:registerId/products",
    {
      schema: {
        tags,
        summary: "Search the products a register can sell (name, SKU, barcode, category) with their sellable quantity",
        params: registerParams,
        querystring: sellableQuery,
        response: { 200: sellableList },
      },
      config: { access: "register.sell" },
    },
    async (request) =>
      searchRegisterProducts(db, locationScopeOf(request), request.params.registerId, request.query, setups),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: "Price a cart as the server would record it",
        params: locationParams,
        body: previewSaleInput,
        response: { 200: salePreview },
      },
      config: { access: "register.sell" },
    },
    async (request) => previewSale(db, locationScopeOf(request), request.body, setups),
  );

  app.post(
    `${base}/complete`,
    {
      schema: {
        tags,
        summary: "Complete a sale (Idempotency-Key header required)",
        params: locationParams,
        body: completeSaleInput,
        response: { 201: sale },
      },
      config: { access: "register.sell" },
    },
    async (request, reply) => {
      if (idempotencyKeyOf(request) === undefined) {
        throw new AppError("validation_failed", [say("sale.keyRequired")]);
      }
      const access = accessOf(request);
      const scope = locationScopeOf(request);
      const answer = await idempotent(
        db,
        request,
        reply,
        (tx, key) => completeSale(tx, access, scope, request.body, { setups, key }),
        201,
        { atomic: true },
      );
      // A replayed answer was recorded before its sale had a number.
      return reply.statusCode === 201 ? withReceiptNumber(db, scope, answer) : answer;
    },
  );

  app.get(
    `${base}/:saleId/receipt`,
    {
      schema: {
        tags,
        summary: "The receipt of a sale: lines, each discount, each tax in order, tenders, change, store address",
        params: saleParams,
        response: { 200: receipt },
      },
      config: { access: "reports.readOwn" },
    },
    async (request) => {
      const found = await loadReceipt(db, locationScopeOf(request), request.params.saleId);
      assertSeesSale(accessOf(request), found.sale);
      return found;
    },
  );

  app.post(
    `${base}/:saleId/receipt/send`,
    {
      schema: {
        tags,
        summary: "Send the receipt by e-mail or SMS",
        params: saleParams,
        body: sendReceiptInput,
        response: { 200: receiptSent },
      },
      config: { access: "register.sell" },
    },
    async (request) => {
      const found = await loadReceipt(db, locationScopeOf(request), request.params.saleId);
      assertSeesSale(accessOf(request), found.sale);
      return sendReceipt({ db, config, log: request.log, language: requestLanguage(request) }, found, request.body);
    },
  );
};
