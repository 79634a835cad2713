// /organization/{orgId}/location/{locationId}/purchase-order (spec §7 Purchase orders). Reading needs
// inventory.read; every change needs inventory.write (MANAGER, INVENTORY). A blank id answers the spec's
// "... is required" messages (§5).
import { idResponse } from "@verdant/shared/locations";
import {
  checkPoNumberQuery,
  createPurchaseOrderInput,
  internalNotesInput,
  poLocationParams,
  poNumberAvailability,
  poParams,
  purchaseOrder,
  purchaseOrderDetail,
  purchaseOrderDetailsInput,
  purchaseOrderList,
  purchaseOrderListQuery,
  purchaseOrderPreview,
  purchaseOrderStats,
  purchaseOrderStatusInput,
  purchaseOrderStepInput,
} from "@verdant/shared/purchase-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { purchaseOrderItemRoutes } from "./purchase-orders.items.routes.ts";
import { listPurchaseOrders, previewPurchaseOrder, purchaseOrderStats as stats } from "./purchase-orders.list.ts";
import { base, read, requirePurchaseOrderParams, tags, write } from "./purchase-orders.paths.ts";
import {
  confirmPurchaseOrder,
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  isPoNumberAvailable,
  setInternalNotes,
  setPurchaseOrderStatus,
  setPurchaseOrderStep,
  updatePurchaseOrderDetails,
} from "./purchase-orders.service.ts";

export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const scope = locationScopeOf;
  app.addHook("preValidation", requirePurchaseOrderParams);

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List purchase orders",
        params: poLocationParams,
        querystring: purchaseOrderListQuery,
        response: { 200: purchaseOrderList },
      },
      config: read,
    },
    async (request) => listPurchaseOrders(db, scope(request), request.query),
  );

  app.get(
    `${base}/stats`,
    {
      schema: {
        tags,
        summary: "Purchase order counts and totals by status",
        params: poLocationParams,
        response: { 200: purchaseOrderStats },
      },
      config: read,
    },
    async (request) => stats(db, scope(request)),
  );

  app.get(
    `${base}/check-po-number`,
    {
      schema: {
        tags,
        summary: "Is this PO number free at the location?",
        params: poLocationParams,
        querystring: checkPoNumberQuery,
        response: { 200: poNumberAvailability },
      },
      config: read,
    },
    async (request) => ({ available: await isPoNumberAvailable(db, scope(request), request.query.poNumber) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a purchase order from its details (DRAFT, step DETAILS)",
        params: poLocationParams,
        body: createPurchaseOrderInput,
        response: { 201: purchaseOrder },
      },
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await createPurchaseOrder(db, scope(request), accessOf(request).userId, request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "One purchase order with its items",
        params: poParams,
        response: { 200: purchaseOrderDetail },
      },
      config: read,
    },
    async (request) => getPurchaseOrder(db, scope(request), request.params.id),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Delete a DRAFT or CANCELLED purchase order",
        params: poParams,
        response: { 200: idResponse },
      },
      config: write,
    },
    async (request) => deletePurchaseOrder(db, scope(request), request.params.id),
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        summary: "Change a purchase order's status",
        params: poParams,
        body: purchaseOrderStatusInput,
        response: { 200: purchaseOrder },
      },
      config: write,
    },
    async (request) => setPurchaseOrderStatus(db, scope(request), request.params.id, request.body.status),
  );

  app.patch(
    `${base}/:id/step`,
    {
      schema: {
        tags,
        summary: "Move a draft between DETAILS, ITEMS and REVIEW",
        params: poParams,
        body: purchaseOrderStepInput,
        response: { 200: purchaseOrder },
      },
      config: write,
    },
    async (request) => setPurchaseOrderStep(db, scope(request), request.params.id, request.body.step),
  );

  app.patch(
    `${base}/:id/details`,
    {
      schema: {
        tags,
        summary: "Edit a draft's details",
        params: poParams,
        body: purchaseOrderDetailsInput,
        response: { 200: purchaseOrder },
      },
      config: write,
    },
    async (request) => updatePurchaseOrderDetails(db, scope(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/confirm`,
    {
      schema: {
        tags,
        summary: "Confirm a reviewed draft (SUBMITTED)",
        params: poParams,
        response: { 200: purchaseOrderDetail },
      },
      config: write,
    },
    async (request) => confirmPurchaseOrder(db, scope(request), request.params.id),
  );

  app.patch(
    `${base}/:id/internal-notes`,
    {
      schema: {
        tags,
        summary: "Edit the staff's internal notes",
        params: poParams,
        body: internalNotesInput,
        response: { 200: purchaseOrder },
      },
      config: write,
    },
    async (request) => setInternalNotes(db, scope(request), request.params.id, request.body.internalNotes),
  );

  app.get(
    `${base}/:id/calculate-preview`,
    {
      schema: {
        tags,
        summary: "Subtotal, tax and total per line and overall",
        params: poParams,
        response: { 200: purchaseOrderPreview },
      },
      config: read,
    },
    async (request) => previewPurchaseOrder(db, scope(request), request.params.id),
  );

  await app.register(purchaseOrderItemRoutes, { db });
};
