// /organization/{orgId}/location/{locationId}/tax-rate (spec §7 Tax rates). Reading needs pricing.read (every
// role), changing needs pricing.write (managers); the access plugin answers 404/403 before a handler runs.
import { idResponse, locationParams } from "@verdant/shared/locations";
import {
  createTaxRateInput,
  reorderTaxRateInput,
  taxRate,
  taxRateGroupInput,
  taxRateList,
  taxRateListQuery,
  taxRateParams,
  updateTaxRateInput,
} from "@verdant/shared/tax-rates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import {
  assignTaxRate,
  createTaxRate,
  deleteTaxRate,
  duplicateTaxRate,
  duplicateTaxRateInGroup,
  getTaxRate,
  listTaxRates,
  removeTaxRateFromGroup,
  reorderTaxRate,
  updateTaxRate,
} from "./tax-rates.service.ts";

const tags = ["tax-rates"];
const base = "/organization/:orgId/location/:locationId/tax-rate";
const read = { access: "pricing.read" as const };
const write = { access: "pricing.write" as const };

export const taxRateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List tax rates (in group order when filtered by taxGroupId)",
        params: locationParams,
        querystring: taxRateListQuery,
        response: { 200: taxRateList },
      },
      config: read,
    },
    async (request) => listTaxRates(db, locationScopeOf(request), request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a tax rate (at the end of its group, or standalone)",
        params: locationParams,
        body: createTaxRateInput,
        response: { 201: taxRate },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await createTaxRate(db, locationScopeOf(request), request.body)),
  );

  app.post(
    `${base}/reorder`,
    {
      schema: {
        tags,
        summary: "Move a rate between two neighbours of its group; answers the group's rates in order",
        params: locationParams,
        body: reorderTaxRateInput,
        response: { 200: z.array(taxRate) },
      },
      config: write,
    },
    async (request) => reorderTaxRate(db, locationScopeOf(request), request.body),
  );

  app.post(
    `${base}/assign`,
    {
      schema: {
        tags,
        summary: "Move a rate to the end of a tax group",
        params: locationParams,
        body: taxRateGroupInput,
        response: { 200: taxRate },
      },
      config: write,
    },
    async (request) => assignTaxRate(db, locationScopeOf(request), request.body),
  );

  app.delete(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: "Take a rate out of its tax group (it becomes standalone)",
        params: locationParams,
        body: taxRateGroupInput,
        response: { 200: taxRate },
      },
      config: write,
    },
    async (request) => removeTaxRateFromGroup(db, locationScopeOf(request), request.body),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: "One tax rate", params: taxRateParams, response: { 200: taxRate } }, config: read },
    async (request) => getTaxRate(db, locationScopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Update a tax rate",
        params: taxRateParams,
        body: updateTaxRateInput,
        response: { 200: taxRate },
      },
      config: write,
    },
    async (request) => updateTaxRate(db, locationScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Delete a tax rate (its neighbours close up)",
        params: taxRateParams,
        response: { 200: idResponse },
      },
      config: write,
    },
    async (request) => deleteTaxRate(db, locationScopeOf(request), request.params.id),
  );

  app.post(
    `${base}/:id/duplicate`,
    {
      schema: {
        tags,
        summary: "Copy a tax rate as a standalone rate",
        params: taxRateParams,
        response: { 201: taxRate },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateTaxRate(db, locationScopeOf(request), request.params.id)),
  );

  app.post(
    `${base}/:id/duplicate-in-group`,
    {
      schema: {
        tags,
        summary: "Copy a tax rate right after itself in its group",
        params: taxRateParams,
        response: { 201: taxRate },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateTaxRateInGroup(db, locationScopeOf(request), request.params.id)),
  );
};
