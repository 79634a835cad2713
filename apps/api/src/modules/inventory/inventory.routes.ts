// /organization/{orgId}/location/{locationId}/inventory (spec §7 Inventory). Reading needs inventory.read (every
// role); changes need inventory.write (MANAGER, INVENTORY). Calls that move stock accept an Idempotency-Key.

import {
  adjustQuantityInput,
  bulkAdjustQuantityInput,
  bulkInventoryIdsInput,
  bulkInventoryResult,
  bulkInventoryStatusInput,
  inventoryItem,
  inventoryList,
  inventoryListQuery,
  inventoryParams,
  inventoryStatusInput,
  ledgerList,
  ledgerQuery,
  transferInput,
  transferResult,
  updateInventoryInput,
} from "@verdant/shared/inventory";
import { idResponse, locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { idempotent } from "../../lib/idempotency/idempotency.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { adjustQuantity, bulkAdjustQuantity, transferStock } from "./inventory.adjust.ts";
import { listLedger } from "./inventory.ledger.ts";
import { listInventory } from "./inventory.list.ts";
import {
  bulkDeleteInventoryItems,
  bulkSetInventoryActive,
  deleteInventoryItem,
  getInventoryItem,
  setInventoryActive,
  updateInventoryItem,
} from "./inventory.service.ts";

const tags = ["inventory"];
const base = "/organization/:orgId/location/:locationId/inventory";
const read = { access: "inventory.read" } as const;
const write = { access: "inventory.write" } as const;

export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List inventory lots",
        params: locationParams,
        querystring: inventoryListQuery,
        response: { 200: inventoryList },
      },
      config: read,
    },
    async (request) => listInventory(db, locationScopeOf(request), request.query),
  );

  app.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: "Delete empty lots",
        params: locationParams,
        body: bulkInventoryIdsInput,
        response: { 200: bulkInventoryResult },
      },
      preValidation: bodyOrQuery,
      config: write,
    },
    async (request) => bulkDeleteInventoryItems(db, locationScopeOf(request), request.body.inventoryIds),
  );

  app.patch(
    `${base}/bulk/adjust-quantity`,
    {
      schema: {
        tags,
        summary: "Adjust several lots' quantities (Idempotency-Key accepted)",
        params: locationParams,
        body: bulkAdjustQuantityInput,
        response: { 200: bulkInventoryResult },
      },
      config: write,
    },
    async (request, reply) =>
      idempotent(db, request, reply, (tx) =>
        bulkAdjustQuantity(tx, locationScopeOf(request), accessOf(request).userId, request.body),
      ),
  );

  app.patch(
    `${base}/bulk/status`,
    {
      schema: {
        tags,
        summary: "Activate or deactivate several lots",
        params: locationParams,
        body: bulkInventoryStatusInput,
        response: { 200: bulkInventoryResult },
      },
      config: write,
    },
    async (request) =>
      bulkSetInventoryActive(db, locationScopeOf(request), request.body.inventoryIds, request.body.isActive),
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, summary: "One lot", params: inventoryParams, response: { 200: inventoryItem } },
      config: read,
    },
    async (request) => getInventoryItem(db, locationScopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Edit a lot's details (not its quantity)",
        params: inventoryParams,
        body: updateInventoryInput,
        response: { 200: inventoryItem },
      },
      config: write,
    },
    async (request) => updateInventoryItem(db, locationScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: "Delete an empty lot", params: inventoryParams, response: { 200: idResponse } },
      config: write,
    },
    async (request) => deleteInventoryItem(db, locationScopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id/adjust-quantity`,
    {
      schema: {
        tags,
        summary: "Adjust a lot's quantity, absolute or incremental, with a reason (Idempotency-Key accepted)",
        params: inventoryParams,
        body: adjustQuantityInput,
        response: { 200: inventoryItem },
      },
      config: write,
    },
    async (request, reply) =>
      idempotent(db, request, reply, (tx) =>
        adjustQuantity(tx, locationScopeOf(request), accessOf(request).userId, request.params.id, request.body),
      ),
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        summary: "Activate or deactivate a lot",
        params: inventoryParams,
        body: inventoryStatusInput,
        response: { 200: inventoryItem },
      },
      config: write,
    },
    async (request) => setInventoryActive(db, locationScopeOf(request), request.params.id, request.body.isActive),
  );

  app.post(
    `${base}/:id/transfer`,
    {
      schema: {
        tags,
        summary: "Move stock to another room (two ledger rows; Idempotency-Key accepted)",
        params: inventoryParams,
        body: transferInput,
        response: { 200: transferResult },
      },
      config: write,
    },
    async (request, reply) =>
      idempotent(db, request, reply, (tx) =>
        transferStock(tx, locationScopeOf(request), accessOf(request).userId, request.params.id, request.body),
      ),
  );

  app.get(
    `${base}/:id/ledger`,
    {
      schema: {
        tags,
        summary: "A lot's history of quantity changes",
        params: inventoryParams,
        querystring: ledgerQuery,
        response: { 200: ledgerList },
      },
      config: read,
    },
    async (request) => listLedger(db, locationScopeOf(request), request.params.id, request.query),
  );
};
