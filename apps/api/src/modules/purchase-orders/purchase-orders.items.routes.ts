// /purchase-order/{id}/items (spec §7 Purchase orders): add one or a batch, list, read, edit and remove lines.
import { idResponse } from "@verdant/shared/locations";
import {
  poItemParams,
  poParams,
  purchaseOrderItem,
  purchaseOrderItemInput,
  purchaseOrderItemList,
  purchaseOrderItemsBatchInput,
  purchaseOrderItemsQuery,
  updatePurchaseOrderItemInput,
} from "@verdant/shared/purchase-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf as scope } from "../../plugins/access.ts";
import {
  addPurchaseOrderItem,
  addPurchaseOrderItems,
  deletePurchaseOrderItem,
  getPurchaseOrderItem,
  listPurchaseOrderItems,
  updatePurchaseOrderItem,
} from "./purchase-orders.items.ts";
import { base, read, tags, write } from "./purchase-orders.paths.ts";

const items = `${base}/:id/items`;

export const purchaseOrderItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    items,
    {
      schema: {
        tags,
        summary: "Add an item to a draft",
        params: poParams,
        body: purchaseOrderItemInput,
        response: { 201: purchaseOrderItem },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await addPurchaseOrderItem(db, scope(request), request.params.id, request.body)),
  );

  app.post(
    `${items}/batch`,
    {
      schema: {
        tags,
        summary: "Add several items to a draft at once",
        params: poParams,
        body: purchaseOrderItemsBatchInput,
        response: { 201: z.array(purchaseOrderItem) },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await addPurchaseOrderItems(db, scope(request), request.params.id, request.body.items)),
  );

  app.get(
    items,
    {
      schema: {
        tags,
        summary: "List a purchase order's items",
        params: poParams,
        querystring: purchaseOrderItemsQuery,
        response: { 200: purchaseOrderItemList },
      },
      config: read,
    },
    async (request) => listPurchaseOrderItems(db, scope(request), request.params.id, request.query),
  );

  app.get(
    `${items}/:itemId`,
    {
      schema: { tags, summary: "One item", params: poItemParams, response: { 200: purchaseOrderItem } },
      config: read,
    },
    async (request) => getPurchaseOrderItem(db, scope(request), request.params.id, request.params.itemId),
  );

  app.patch(
    `${items}/:itemId`,
    {
      schema: {
        tags,
        summary: "Change an item's quantity or unit cost",
        params: poItemParams,
        body: updatePurchaseOrderItemInput,
        response: { 200: purchaseOrderItem },
      },
      config: write,
    },
    async (request) =>
      updatePurchaseOrderItem(db, scope(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    `${items}/:itemId`,
    {
      schema: { tags, summary: "Remove an item from a draft", params: poItemParams, response: { 200: idResponse } },
      config: write,
    },
    async (request) => deletePurchaseOrderItem(db, scope(request), request.params.id, request.params.itemId),
  );
};
