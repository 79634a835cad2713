// Parked carts of a location's registers: park, list, read, resume (read and remove at once), delete.
import { idResponse, locationParams } from "@verdant/shared/locations";
import { parkCartInput, parkedCart, parkedCartList, parkedCartParams, parkedCartQuery } from "@verdant/shared/sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { deleteParkedCart, getParkedCart, listParkedCarts, parkCart, resumeParkedCart } from "./sales.parked.ts";

const tags = ["sales"];
const base = "/organization/:orgId/location/:locationId/sale/parked";
const access = "register.sell" as const;

export const parkedCartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Park a cart",
        params: locationParams,
        body: parkCartInput,
        response: { 201: parkedCart },
      },
      config: { access },
    },
    async (request, reply) =>
      reply.code(201).send(await parkCart(db, accessOf(request), locationScopeOf(request), request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List parked carts (newest first)",
        params: locationParams,
        querystring: parkedCartQuery,
        response: { 200: parkedCartList },
      },
      config: { access },
    },
    async (request) => listParkedCarts(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/:parkedCartId`,
    {
      schema: { tags, summary: "One parked cart", params: parkedCartParams, response: { 200: parkedCart } },
      config: { access },
    },
    async (request) => getParkedCart(db, locationScopeOf(request), request.params.parkedCartId),
  );

  app.post(
    `${base}/:parkedCartId/resume`,
    {
      schema: {
        tags,
        summary: "Resume a parked cart (it leaves the parked list)",
        params: parkedCartParams,
        response: { 200: parkedCart },
      },
      config: { access },
    },
    async (request) => resumeParkedCart(db, locationScopeOf(request), request.params.parkedCartId),
  );

  app.delete(
    `${base}/:parkedCartId`,
    {
      schema: { tags, summary: "Delete a parked cart", params: parkedCartParams, response: { 200: idResponse } },
      config: { access },
    },
    async (request) => deleteParkedCart(db, locationScopeOf(request), request.params.parkedCartId),
  );
};
