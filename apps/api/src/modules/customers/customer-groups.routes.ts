// /organization/{orgId}/location/{locationId}/customer-group: the organization's customer groups. Everyone who
// reads customers reads groups; managing them needs pricing.write, because a group is what a staff or senior
// discount targets.
import {
  customerGroup,
  customerGroupInput,
  customerGroupList,
  customerGroupListQuery,
  customerGroupParams,
} from "@verdant/shared/customers";
import { idResponse, locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import {
  createCustomerGroup,
  deleteCustomerGroup,
  getCustomerGroup,
  listCustomerGroups,
  updateCustomerGroup,
} from "./customers.groups.ts";

const tags = ["customer-groups"];
const base = "/organization/:orgId/location/:locationId/customer-group";
const read = { access: "customers.read" as const };
const write = { access: "pricing.write" as const };

export const customerGroupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List customer groups",
        params: locationParams,
        querystring: customerGroupListQuery,
        response: { 200: customerGroupList },
      },
      config: read,
    },
    async (request) => listCustomerGroups(db, locationScopeOf(request), request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a customer group",
        params: locationParams,
        body: customerGroupInput,
        response: { 201: customerGroup },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomerGroup(db, locationScopeOf(request), request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, summary: "One customer group", params: customerGroupParams, response: { 200: customerGroup } },
      config: read,
    },
    async (request) => getCustomerGroup(db, locationScopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Rename a customer group",
        params: customerGroupParams,
        body: customerGroupInput,
        response: { 200: customerGroup },
      },
      config: write,
    },
    async (request) => updateCustomerGroup(db, locationScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: "Delete a customer group", params: customerGroupParams, response: { 200: idResponse } },
      config: write,
    },
    async (request) => deleteCustomerGroup(db, locationScopeOf(request), request.params.id),
  );
};
