// /organization/{orgId}/location/{locationId}/register: the registers of a location and the rooms they sell from.
import { idResponse, locationParams } from "@verdant/shared/locations";
import { register, registerInput, registerList, registerListQuery, registerParams } from "@verdant/shared/registers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { createRegister, deleteRegister, getRegister, listRegisters, updateRegister } from "./registers.service.ts";

const tags = ["registers"];
const base = "/organization/:orgId/location/:locationId/register";

export const registerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a register",
        params: locationParams,
        body: registerInput,
        response: { 201: register },
      },
      config: { access: "register.manage" },
    },
    async (request, reply) => reply.code(201).send(await createRegister(db, locationScopeOf(request), request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List registers",
        params: locationParams,
        querystring: registerListQuery,
        response: { 200: registerList },
      },
      config: { access: "location.read" },
    },
    async (request) => listRegisters(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/:registerId`,
    {
      schema: { tags, summary: "One register", params: registerParams, response: { 200: register } },
      config: { access: "location.read" },
    },
    async (request) => getRegister(db, locationScopeOf(request), request.params.registerId),
  );

  app.put(
    `${base}/:registerId`,
    {
      schema: {
        tags,
        summary: "Replace a register",
        params: registerParams,
        body: registerInput,
        response: { 200: register },
      },
      config: { access: "register.manage" },
    },
    async (request) => updateRegister(db, locationScopeOf(request), request.params.registerId, request.body),
  );

  app.delete(
    `${base}/:registerId`,
    {
      schema: { tags, summary: "Delete a register", params: registerParams, response: { 200: idResponse } },
      config: { access: "register.manage" },
    },
    async (request) => deleteRegister(db, locationScopeOf(request), request.params.registerId),
  );
};
