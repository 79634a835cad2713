// /organization/{orgId}/location/{locationId}/track-trace: the location's link to Metrc (OWNER/ADMIN), its sync
// status and reports, reconciliation and incoming manifests (docs/decisions/0021 and 0022).
import { idResponse } from "@verdant/shared/locations";
import { receiveOrderDetail } from "@verdant/shared/receive-orders";
import {
  connectionResult,
  deliveryParams,
  eventListQuery,
  eventParams,
  incomingTransfer,
  manifestInput,
  manifestPackage,
  reconciliation,
  resolveInput,
  saleSync,
  saleSyncParams,
  trackTraceEvent,
  trackTraceLink,
  trackTraceLinkInput,
  trackTraceOverview,
  trackTraceParams,
} from "@verdant/shared/track-trace";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { removeLink, saveLink } from "./track-trace.links.ts";
import { incomingTransfers, manifestPackages, receiveManifest } from "./track-trace.receiving.ts";
import { reconcile, resolveDifference } from "./track-trace.reconcile.ts";
import {
  listEvents,
  overview,
  saleSync as readSaleSync,
  retryEvent,
  stateReasons,
  testConnection,
} from "./track-trace.service.ts";

const tags = ["track-trace"];
const base = "/organization/:orgId/location/:locationId/track-trace";

export const trackTraceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const settings = config.trackTrace;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The location's Metrc link (never its key) and sync status",
        params: trackTraceParams,
        response: { 200: trackTraceOverview },
      },
      config: { access: "inventory.read" },
    },
    async (request) => overview(db, locationScopeOf(request)),
  );

  app.put(
    `${base}/link`,
    {
      schema: {
        tags,
        summary: "Link the location to Metrc, or change its link",
        params: trackTraceParams,
        body: trackTraceLinkInput,
        response: { 200: trackTraceLink },
      },
      config: { access: "org.manage" },
    },
    async (request) => saveLink(db, settings, locationScopeOf(request), request.body),
  );

  app.delete(
    `${base}/link`,
    {
      schema: {
        tags,
        summary: "Unlink the location from Metrc",
        params: trackTraceParams,
        response: { 200: idResponse },
      },
      config: { access: "org.manage" },
    },
    async (request) => removeLink(db, locationScopeOf(request)),
  );

  app.post(
    `${base}/link/test`,
    {
      schema: {
        tags,
        summary: "Check the stored keys against Metrc",
        params: trackTraceParams,
        response: { 200: connectionResult },
      },
      config: { access: "org.manage" },
    },
    async (request) => testConnection(db, settings, locationScopeOf(request)),
  );

  app.get(
    `${base}/reasons`,
    {
      schema: {
        tags,
        summary: "Metrc's package adjustment reasons",
        params: trackTraceParams,
        response: { 200: z.array(z.string()) },
      },
      config: { access: "inventory.read" },
    },
    async (request) => stateReasons(db, settings, locationScopeOf(request)),
  );

  app.get(
    `${base}/events`,
    {
      schema: {
        tags,
        summary: "Reports to Metrc, newest first",
        params: trackTraceParams,
        querystring: eventListQuery,
        response: { 200: z.array(trackTraceEvent) },
      },
      config: { access: "inventory.read" },
    },
    async (request) => listEvents(db, locationScopeOf(request), request.query.status),
  );

  app.post(
    `${base}/events/:eventId/retry`,
    {
      schema: { tags, summary: "Send a failed report again", params: eventParams, response: { 200: trackTraceEvent } },
      config: { access: "inventory.write" },
    },
    async (request) => retryEvent(db, locationScopeOf(request), request.params.eventId),
  );

  app.get(
    `${base}/sales/:saleId`,
    {
      schema: { tags, summary: "A sale's reports to Metrc", params: saleSyncParams, response: { 200: saleSync } },
      config: { access: "reports.readOwn" },
    },
    async (request) => readSaleSync(db, locationScopeOf(request), request.params.saleId),
  );

  app.get(
    `${base}/reconciliation`,
    {
      schema: {
        tags,
        summary: "Each tagged package in Metrc against the ledger here",
        params: trackTraceParams,
        response: { 200: reconciliation },
      },
      config: { access: "inventory.read" },
    },
    async (request) => reconcile(db, settings, locationScopeOf(request)),
  );

  app.post(
    `${base}/reconciliation/resolve`,
    {
      schema: {
        tags,
        summary: "Settle a difference: count Metrc's quantity here, or report ours to Metrc",
        params: trackTraceParams,
        body: resolveInput,
        response: { 200: reconciliation },
      },
      config: { access: "inventory.write" },
    },
    async (request) =>
      resolveDifference(db, settings, locationScopeOf(request), accessOf(request).userId, request.body),
  );

  app.get(
    `${base}/incoming`,
    {
      schema: {
        tags,
        summary: "Incoming manifests from Metrc",
        params: trackTraceParams,
        response: { 200: z.array(incomingTransfer) },
      },
      config: { access: "inventory.read" },
    },
    async (request) => incomingTransfers(db, settings, locationScopeOf(request)),
  );

  app.get(
    `${base}/incoming/:deliveryId`,
    {
      schema: {
        tags,
        summary: "A manifest's packages with their remembered products",
        params: deliveryParams,
        response: { 200: z.array(manifestPackage) },
      },
      config: { access: "inventory.read" },
    },
    async (request) => manifestPackages(db, settings, locationScopeOf(request), request.params.deliveryId),
  );

  app.post(
    `${base}/incoming/:deliveryId/receive-order`,
    {
      schema: {
        tags,
        summary: "Take a manifest in as a receive order (once)",
        params: deliveryParams,
        body: manifestInput,
        response: { 201: receiveOrderDetail },
      },
      config: { access: "inventory.write" },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await receiveManifest(
            db,
            settings,
            locationScopeOf(request),
            accessOf(request).userId,
            request.params.deliveryId,
            request.body,
          ),
        ),
  );
};
