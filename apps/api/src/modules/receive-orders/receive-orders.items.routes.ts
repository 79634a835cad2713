// /receive-orders/{id}/items (spec §7 Receive orders): add, list (vendorIds filter), read, replace and remove.
import { idResponse } from "@verdant/shared/locations";
import {
  receiveOrderItem,
  receiveOrderItemInput,
  receiveOrderItemList,
  receiveOrderItemParams,
  receiveOrderItemsQuery,
  receiveOrderParams,
  updateReceiveOrderItemInput,
} from "@verdant/shared/receive-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf as scope } from "../../plugins/access.ts";
import {
  addReceiveOrderItem,
  deleteReceiveOrderItem,
  getReceiveOrderItem,
  listReceiveOrderItems,
  updateReceiveOrderItem,
} from "./receive-orders.items.ts";
import { base, read, tags, write } from "./receive-orders.paths.ts";

const items = `${base}/:id/items`;

export const receiveOrderItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    items,
    {
      schema: {
        tags,
        summary: "Add an item to a receive order",
        params: receiveOrderParams,
        body: receiveOrderItemInput,
        response: { 201: receiveOrderItem },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await addReceiveOrderItem(db, scope(request), request.params.id, request.body)),
  );

  app.get(
    items,
    {
      schema: {
        tags,
        summary: "List a receive order's items",
        params: receiveOrderParams,
        querystring: receiveOrderItemsQuery,
        response: { 200: receiveOrderItemList },
      },
      config: read,
    },
    async (request) => listReceiveOrderItems(db, scope(request), request.params.id, request.query),
  );

  app.get(
    `${items}/:itemId`,
    {
      schema: { tags, summary: "One item", params: receiveOrderItemParams, response: { 200: receiveOrderItem } },
      config: read,
    },
    async (request) => getReceiveOrderItem(db, scope(request), request.params.id, request.params.itemId),
  );

  app.put(
    `${items}/:itemId`,
    {
      schema: {
        tags,
        summary: "Replace an item",
        params: receiveOrderItemParams,
        body: updateReceiveOrderItemInput,
        response: { 200: receiveOrderItem },
      },
      config: write,
    },
    async (request) =>
      updateReceiveOrderItem(db, scope(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    `${items}/:itemId`,
    {
      schema: { tags, summary: "Remove an item", params: receiveOrderItemParams, response: { 200: idResponse } },
      config: write,
    },
    async (request) => deleteReceiveOrderItem(db, scope(request), request.params.id, request.params.itemId),
  );
};
