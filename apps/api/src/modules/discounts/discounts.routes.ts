// /organization/{orgId}/location/{locationId}/discount and .../discount-settings (spec §7 Discounts). Every role
// reads discounts; owners, admins and managers change them (domain.md).
import {
  affectedProductList,
  affectedProductsQuery,
  batchAvailabilityInput,
  batchDeleteDiscountsInput,
  discount,
  discountAmountInput,
  discountBulkResult,
  discountDetailsInput,
  discountList,
  discountListQuery,
  discountParams,
  discountRulesInput,
  discountSettings,
  discountSettingsInput,
  reorderDiscountsInput,
} from "@verdant/shared/discounts";
import { idResponse, locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import {
  batchAvailability,
  batchDeleteDiscounts,
  getDiscountSettings,
  listAffectedProducts,
  reorderDiscounts,
  updateDiscountSettings,
} from "./discounts.batch.ts";
import {
  confirmDiscount,
  createDiscountDetails,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  saveDiscountAmount,
  saveDiscountRules,
  updateDiscountDetails,
} from "./discounts.service.ts";

const tags = ["discounts"];
const location = "/organization/:orgId/location/:locationId";
const base = `${location}/discount`;
const read = { access: "pricing.read" as const };
const write = { access: "pricing.write" as const };

export const discountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const scope = locationScopeOf;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List discounts",
        params: locationParams,
        querystring: discountListQuery,
        response: { 200: discountList },
      },
      config: read,
    },
    async (request) => listDiscounts(db, scope(request), request.query),
  );

  app.post(
    `${base}/details`,
    {
      schema: {
        tags,
        summary: "Create a draft discount from its details",
        params: locationParams,
        body: discountDetailsInput,
        response: { 201: discount },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await createDiscountDetails(db, scope(request), request.body)),
  );

  app.post(
    `${base}/reorder`,
    {
      schema: {
        tags,
        summary: "Reorder discounts (priority)",
        params: locationParams,
        body: reorderDiscountsInput,
        response: { 200: z.array(discount) },
      },
      config: write,
    },
    async (request) => reorderDiscounts(db, scope(request), request.body.discountIds),
  );

  app.delete(
    `${base}/batch`,
    {
      schema: {
        tags,
        summary: "Delete several discounts",
        params: locationParams,
        body: batchDeleteDiscountsInput,
        response: { 200: discountBulkResult },
      },
      config: write,
      preValidation: bodyOrQuery,
    },
    async (request) => batchDeleteDiscounts(db, scope(request), request.body.discountIds),
  );

  app.put(
    `${base}/batch-availability`,
    {
      schema: {
        tags,
        summary: "Turn confirmed discounts off or back on",
        params: locationParams,
        body: batchAvailabilityInput,
        response: { 200: discountBulkResult },
      },
      config: write,
    },
    async (request) => batchAvailability(db, scope(request), request.body),
  );

  app.get(
    `${location}/discount-settings`,
    {
      schema: {
        tags,
        summary: "The location's combination mode",
        params: locationParams,
        response: { 200: discountSettings },
      },
      config: read,
    },
    async (request) => getDiscountSettings(db, scope(request)),
  );

  app.put(
    `${location}/discount-settings`,
    {
      schema: {
        tags,
        summary: "Set the location's combination mode",
        params: locationParams,
        body: discountSettingsInput,
        response: { 200: discountSettings },
      },
      config: write,
    },
    async (request) => updateDiscountSettings(db, scope(request), request.body),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: "One discount", params: discountParams, response: { 200: discount } }, config: read },
    async (request) => getDiscount(db, scope(request), request.params.id),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: "Delete a discount", params: discountParams, response: { 200: idResponse } },
      config: write,
    },
    async (request) => deleteDiscount(db, scope(request), request.params.id),
  );

  app.put(
    `${base}/:id/details`,
    {
      schema: {
        tags,
        summary: "Update a discount's details",
        params: discountParams,
        body: discountDetailsInput,
        response: { 200: discount },
      },
      config: write,
    },
    async (request) => updateDiscountDetails(db, scope(request), request.params.id, request.body),
  );

  for (const [method, mode] of [
    ["post", "create"],
    ["put", "update"],
  ] as const) {
    app[method](
      `${base}/:id/rules`,
      {
        schema: {
          tags,
          summary: mode === "create" ? "Save a discount's rules" : "Update a discount's rules",
          params: discountParams,
          body: discountRulesInput,
          response: { 200: discount },
        },
        config: write,
      },
      async (request) => saveDiscountRules(db, scope(request), request.params.id, request.body, mode),
    );
    app[method](
      `${base}/:id/discount`,
      {
        schema: {
          tags,
          summary: mode === "create" ? "Save a discount's amount" : "Update a discount's amount",
          params: discountParams,
          body: discountAmountInput,
          response: { 200: discount },
        },
        config: write,
      },
      async (request) => saveDiscountAmount(db, scope(request), request.params.id, request.body, mode),
    );
  }

  app.post(
    `${base}/:id/confirm`,
    {
      schema: {
        tags,
        summary: "Confirm a discount (all three stages must hold)",
        params: discountParams,
        response: { 200: discount },
      },
      config: write,
    },
    async (request) => confirmDiscount(db, scope(request), request.params.id),
  );

  app.get(
    `${base}/:id/affected-products`,
    {
      schema: {
        tags,
        summary: "Published products the discount's rules reach",
        params: discountParams,
        querystring: affectedProductsQuery,
        response: { 200: affectedProductList },
      },
      config: read,
    },
    async (request) => listAffectedProducts(db, scope(request), request.params.id, request.query),
  );
};
