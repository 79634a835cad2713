// Offline selling (issue 19, decision 0027): the register's local copy, a sale made offline arriving later (with its
// own Idempotency-Key: a replayed queue records nothing twice), and the manager's review of offline sales, their
// flags and the stock discrepancies they left, with a resolve action that records who settled what.
import { locationParams } from "@verdant/shared/locations";
import {
  offlineKit,
  offlineReview,
  offlineReviewQuery,
  offlineSaleInput,
  offlineSaleParams,
  offlineSaleRecorded,
  resolveOfflineSaleInput,
} from "@verdant/shared/offline-sales";
import { registerParams } from "@verdant/shared/registers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { readerLanguageOf } from "../../lib/i18n.ts";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency/idempotency.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { SellingSetupCache } from "../sales/sales.service.ts";
import { flagsIn } from "./offline-sales.flags.ts";
import { offlineKitOf } from "./offline-sales.kit.ts";
import { recordOfflineSale } from "./offline-sales.record.ts";
import { resolveOfflineSale, reviewOfflineSales } from "./offline-sales.review.ts";

const tags = ["offline-sales"];
const base = "/organization/:orgId/location/:locationId/offline-sales";

export const offlineSaleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const setups = new SellingSetupCache();

  app.get(
    "/organization/:orgId/location/:locationId/register/:registerId/offline-kit",
    {
      schema: {
        tags,
        summary: "The register's local copy for selling offline: products, prices, stock, customers, drawer, rules",
        params: registerParams,
        response: { 200: offlineKit },
      },
      config: { access: "register.sell" },
    },
    async (request) => offlineKitOf(db, locationScopeOf(request), request.params.registerId, setups),
  );

  app.post(
    "/organization/:orgId/location/:locationId/sale/offline",
    {
      schema: {
        tags,
        summary: "Record a sale made offline, at its original time and price (Idempotency-Key header required)",
        params: locationParams,
        body: offlineSaleInput,
        response: { 201: offlineSaleRecorded },
      },
      config: { access: "register.sell" },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (key === undefined) {
        throw new AppError("validation_failed", [say("offline.keyRequired")]);
      }
      const access = accessOf(request);
      const language = readerLanguageOf(request);
      return idempotent(
        db,
        request,
        reply,
        async (tx) => {
          const recorded = await recordOfflineSale(tx, access, locationScopeOf(request), { ...request.body, key });
          return { ...recorded, flags: flagsIn(language, recorded.flags) };
        },
        201,
      );
    },
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Offline sales with their flags, and the stock discrepancies they left",
        params: locationParams,
        querystring: offlineReviewQuery,
        response: { 200: offlineReview },
      },
      config: { access: "register.manage" },
    },
    async (request) => {
      const review = await reviewOfflineSales(db, locationScopeOf(request), request.query);
      const language = readerLanguageOf(request);
      return { ...review, data: review.data.map((row) => ({ ...row, flags: flagsIn(language, row.flags) })) };
    },
  );

  app.post(
    `${base}/:saleId/resolve`,
    {
      schema: {
        tags,
        summary: "Resolve an offline sale's flags with a note (recorded with who and when, never deleted)",
        params: offlineSaleParams,
        body: resolveOfflineSaleInput,
        response: { 200: z.object({ saleId: z.uuid() }) },
      },
      config: { access: "register.manage" },
    },
    async (request) =>
      resolveOfflineSale(db, accessOf(request), locationScopeOf(request), request.params.saleId, request.body.note),
  );
};
