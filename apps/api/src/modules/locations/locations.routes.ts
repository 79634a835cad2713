// /organization/{orgId}/location (spec §7 Locations): owners and admins manage; members see where they work.
import {
  createLocationInput,
  idResponse,
  location,
  locationList,
  locationListQuery,
  locationParams,
  orgParams,
  updateLocationInput,
} from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessOf } from "../../plugins/access.ts";
import { createLocation, deleteLocation, getLocation, listLocations, updateLocation } from "./locations.service.ts";

const tags = ["locations"];

export const locationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/organization/:orgId/location",
    {
      schema: {
        tags,
        summary: "Add a location",
        params: orgParams,
        body: createLocationInput,
        response: { 201: location },
      },
      config: { access: "org.manage" },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(db, accessOf(request).organizationId, request.body)),
  );

  app.get(
    "/organization/:orgId/location",
    {
      schema: {
        tags,
        summary: "List the locations the caller works at",
        params: orgParams,
        querystring: locationListQuery,
        response: { 200: locationList },
      },
      config: { access: "org.read" },
    },
    async (request) => listLocations(db, accessOf(request), request.query),
  );

  app.get(
    "/organization/:orgId/location/:locationId",
    {
      schema: { tags, summary: "One location and its settings", params: locationParams, response: { 200: location } },
      config: { access: "location.read" },
    },
    async (request) => getLocation(db, accessOf(request).organizationId, request.params.locationId),
  );

  app.patch(
    "/organization/:orgId/location/:locationId",
    {
      schema: {
        tags,
        summary: "Change a location",
        params: locationParams,
        body: updateLocationInput,
        response: { 200: location },
      },
      config: { access: "org.manage" },
    },
    async (request) => updateLocation(db, accessOf(request).organizationId, request.params.locationId, request.body),
  );

  app.delete(
    "/organization/:orgId/location/:locationId",
    {
      schema: {
        tags,
        summary: "Delete a location (never the organization's last)",
        params: locationParams,
        response: { 200: idResponse },
      },
      config: { access: "org.manage" },
    },
    async (request) => deleteLocation(db, accessOf(request).organizationId, request.params.locationId),
  );
};
