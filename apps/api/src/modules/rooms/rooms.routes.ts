// /organization/{orgId}/location/{locationId}/rooms (spec §7 Rooms). Each route declares its permission; the
// access plugin resolves the organization and location and answers 404/403 before the handler runs.
import { idResponse, locationParams } from "@verdant/shared/locations";
import { room, roomInput, roomList, roomListQuery, roomParams } from "@verdant/shared/rooms";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { createRoom, deleteRoom, getRoom, listRooms, updateRoom } from "./rooms.service.ts";

const tags = ["rooms"];
const base = "/organization/:orgId/location/:locationId/rooms";

export const roomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    base,
    {
      schema: { tags, summary: "Create a room", params: locationParams, body: roomInput, response: { 201: room } },
      config: { access: "catalog.write" },
    },
    async (request, reply) => reply.code(201).send(await createRoom(db, locationScopeOf(request), request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List rooms",
        params: locationParams,
        querystring: roomListQuery,
        response: { 200: roomList },
      },
      config: { access: "catalog.read" },
    },
    async (request) => listRooms(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/:roomId`,
    {
      schema: { tags, summary: "One room", params: roomParams, response: { 200: room } },
      config: { access: "catalog.read" },
    },
    async (request) => getRoom(db, locationScopeOf(request), request.params.roomId),
  );

  app.put(
    `${base}/:roomId`,
    {
      schema: { tags, summary: "Replace a room", params: roomParams, body: roomInput, response: { 200: room } },
      config: { access: "catalog.write" },
    },
    async (request) => updateRoom(db, locationScopeOf(request), request.params.roomId, request.body),
  );

  app.delete(
    `${base}/:roomId`,
    {
      schema: { tags, summary: "Delete a room", params: roomParams, response: { 200: idResponse } },
      config: { access: "catalog.write" },
    },
    async (request) => deleteRoom(db, locationScopeOf(request), request.params.roomId),
  );
};
