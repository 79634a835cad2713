// /organization/{orgId}/location/{locationId}/drawer-session: open, count and close a register's cash drawer.
import {
  closeDrawerInput,
  drawerListQuery,
  drawerMovementInput,
  drawerParams,
  drawerSessionDetail,
  drawerSessionList,
  openDrawerInput,
} from "@verdant/shared/drawers";
import { locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { addDrawerMovement, closeDrawer, getDrawer, listDrawers, openDrawer } from "./drawers.service.ts";

const tags = ["drawers"];
const base = "/organization/:orgId/location/:locationId/drawer-session";

export const drawerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Open a drawer session on a register with a counted float",
        params: locationParams,
        body: openDrawerInput,
        response: { 201: drawerSessionDetail },
      },
      config: { access: "register.sell" },
    },
    async (request, reply) =>
      reply.code(201).send(await openDrawer(db, accessOf(request), locationScopeOf(request), request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List drawer sessions (newest first)",
        params: locationParams,
        querystring: drawerListQuery,
        response: { 200: drawerSessionList },
      },
      config: { access: "register.sell" },
    },
    async (request) => listDrawers(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/:drawerSessionId`,
    {
      schema: {
        tags,
        summary: "One drawer session with its movements and close-out figures",
        params: drawerParams,
        response: { 200: drawerSessionDetail },
      },
      config: { access: "register.sell" },
    },
    async (request) => getDrawer(db, locationScopeOf(request), request.params.drawerSessionId),
  );

  app.post(
    `${base}/:drawerSessionId/movement`,
    {
      schema: {
        tags,
        summary: "Record a cash drop, pay-in or pay-out with its reason",
        params: drawerParams,
        body: drawerMovementInput,
        response: { 201: drawerSessionDetail },
      },
      config: { access: "register.manage" },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addDrawerMovement(
            db,
            accessOf(request),
            locationScopeOf(request),
            request.params.drawerSessionId,
            request.body,
          ),
        ),
  );

  app.post(
    `${base}/:drawerSessionId/close`,
    {
      schema: {
        tags,
        summary: "Close a drawer session with a count by denomination (over/short kept)",
        params: drawerParams,
        body: closeDrawerInput,
        response: { 200: drawerSessionDetail },
      },
      config: { access: "register.sell" },
    },
    async (request) =>
      closeDrawer(db, accessOf(request), locationScopeOf(request), request.params.drawerSessionId, request.body),
  );
};
