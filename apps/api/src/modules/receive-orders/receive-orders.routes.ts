// /organization/{orgId}/location/{locationId}/receive-orders (spec §7 Receive orders). Reading needs
// inventory.read; every change needs inventory.write (MANAGER, INVENTORY). process-to-inventory accepts an
// Idempotency-Key.
import { idResponse, locationParams } from "@verdant/shared/locations";
import {
  createReceiveOrderInput,
  processResult,
  receiveOrder,
  receiveOrderDetail,
  receiveOrderList,
  receiveOrderListQuery,
  receiveOrderParams,
  updateReceiveOrderInput,
  uploadUrlAnswer,
  uploadUrlInput,
} from "@verdant/shared/receive-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { idempotent } from "../../lib/idempotency/idempotency.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import { accessOf, locationScopeOf as scope } from "../../plugins/access.ts";
import { generateUploadUrl } from "./receive-orders.attachments.ts";
import { receiveOrderItemRoutes } from "./receive-orders.items.routes.ts";
import { base, read, tags, write } from "./receive-orders.paths.ts";
import { processToInventory } from "./receive-orders.process.ts";
import {
  createReceiveOrder,
  deleteReceiveOrder,
  getReceiveOrder,
  listReceiveOrders,
  updateReceiveOrder,
} from "./receive-orders.service.ts";

export const receiveOrderRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a receive order (from a purchase order: its open lines are prefilled)",
        params: locationParams,
        body: createReceiveOrderInput,
        response: { 201: receiveOrderDetail },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await createReceiveOrder(db, scope(request), accessOf(request).userId, request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List receive orders",
        params: locationParams,
        querystring: receiveOrderListQuery,
        response: { 200: receiveOrderList },
      },
      config: read,
    },
    async (request) => listReceiveOrders(db, scope(request), request.query),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "One receive order with its items and attachments",
        params: receiveOrderParams,
        response: { 200: receiveOrderDetail },
      },
      config: read,
    },
    async (request) => getReceiveOrder(db, storage, scope(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Replace a receive order's vendor, day received, notes and status",
        params: receiveOrderParams,
        body: updateReceiveOrderInput,
        response: { 200: receiveOrder },
      },
      config: write,
    },
    async (request) => updateReceiveOrder(db, scope(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Delete a receive order not yet processed",
        params: receiveOrderParams,
        response: { 200: idResponse },
      },
      config: write,
    },
    async (request) => deleteReceiveOrder(db, scope(request), request.params.id),
  );

  app.post(
    `${base}/:id/attachment-upload/generate-upload-url`,
    {
      schema: {
        tags,
        summary: "A signed link to upload an attachment (PUT the file to it)",
        params: receiveOrderParams,
        body: uploadUrlInput,
        response: { 200: uploadUrlAnswer },
      },
      config: write,
    },
    async (request) => generateUploadUrl(db, storage, scope(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/process-to-inventory`,
    {
      schema: {
        tags,
        summary: "Create the lots, ledger rows and purchase-order receipts, once (Idempotency-Key accepted)",
        params: receiveOrderParams,
        response: { 200: processResult },
      },
      config: write,
    },
    async (request, reply) =>
      idempotent(db, request, reply, (tx) =>
        processToInventory(tx, scope(request), accessOf(request).userId, request.params.id),
      ),
  );

  await app.register(receiveOrderItemRoutes, { db });
};
