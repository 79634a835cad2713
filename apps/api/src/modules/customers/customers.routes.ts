// /customer (spec §7 Customers): the location travels as locationId in the query or the body. Every role reads
// customers; owners, admins, managers and cashiers change them (domain.md). The customer's transactions and
// daily purchase limits are served by the register's module, which records sales.
import {
  bulkCustomerStatusInput,
  bulkDeleteCustomersInput,
  createCustomerInput,
  customer,
  customerList,
  customerListQuery,
  customerLocationQuery,
  customerParams,
  updateCustomerInput,
} from "@verdant/shared/customers";
import { bulkResult } from "@verdant/shared/lists";
import { idResponse } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { scopeFromLocationId } from "./customers.scope.ts";
import {
  bulkCustomerStatus,
  bulkDeleteCustomers,
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "./customers.service.ts";

const tags = ["customers"];
const base = "/customer";
const read = { access: { permission: "customers.read" as const, scope: scopeFromLocationId } };
const write = { access: { permission: "customers.write" as const, scope: scopeFromLocationId } };

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: { tags, summary: "List customers", querystring: customerListQuery, response: { 200: customerList } },
      config: read,
    },
    async (request) => listCustomers(db, locationScopeOf(request), request.query),
  );

  app.post(
    base,
    {
      schema: { tags, summary: "Create a customer", body: createCustomerInput, response: { 201: customer } },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await createCustomer(db, locationScopeOf(request), request.body)),
  );

  app.patch(
    `${base}/bulk/status`,
    {
      schema: {
        tags,
        summary: "Set the status of several customers (active or status)",
        body: bulkCustomerStatusInput,
        response: { 200: bulkResult },
      },
      config: write,
    },
    async (request) => bulkCustomerStatus(db, locationScopeOf(request), request.body),
  );

  app.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: "Delete several customers",
        body: bulkDeleteCustomersInput,
        response: { 200: bulkResult },
      },
      config: write,
      preValidation: bodyOrQuery,
    },
    async (request) => bulkDeleteCustomers(db, locationScopeOf(request), request.body.customerIds),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "One customer",
        params: customerParams,
        querystring: customerLocationQuery,
        response: { 200: customer },
      },
      config: read,
    },
    async (request) => getCustomer(db, locationScopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Update a customer",
        params: customerParams,
        body: updateCustomerInput,
        response: { 200: customer },
      },
      config: write,
    },
    async (request) => updateCustomer(db, locationScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Delete a customer",
        params: customerParams,
        querystring: customerLocationQuery,
        response: { 200: idResponse },
      },
      config: write,
    },
    async (request) => deleteCustomer(db, locationScopeOf(request), request.params.id),
  );
};
