// The five lookup URL families share one route shape: list, create, get, update and delete under
// /organization/{orgId}/location/{locationId}/<family>. Each family's folder supplies its schemas and table.
import { errorBody as errorBodySchema } from "@verdant/shared";
import { catalogListQuery, deletedId, entryParams, locationParams } from "@verdant/shared/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  createLookup,
  deleteLookup,
  getLookup,
  type LookupKind,
  listLookups,
  updateLookup,
} from "./catalog.lookups.service.ts";
import { locationBase, locationScope } from "./catalog.scope.ts";

export interface LookupRouteOptions<Out> {
  /** The URL family and the OpenAPI tag: "brand". */
  family: string;
  plural: string;
  kind: LookupKind<Out>;
  input: z.ZodType<{ name: string } & Record<string, unknown>>;
  update: z.ZodType<{ name?: string | undefined } & Record<string, unknown>>;
  entity: z.ZodType<Out>;
  list: z.ZodType<{ data: Out[]; meta: unknown }>;
}

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function lookupRoutes<Out>(options: LookupRouteOptions<Out>): FastifyPluginAsyncZod<{ db: Db }> {
  const { family, plural, kind } = options;
  const base = `${locationBase}/${family}`;
  const tags = [plural];
  return async (app, { db }) => {
    app.get(
      base,
      {
        config: { access: "catalog.read" },
        schema: {
          tags,
          summary: `List ${plural} (search, page, limit)`,
          params: locationParams,
          querystring: catalogListQuery,
          response: { 200: options.list, ...errors },
        },
      },
      async (request) => listLookups(db, kind, locationScope(request), request.query),
    );

    app.post(
      base,
      {
        config: { access: "catalog.write" },
        schema: {
          tags,
          summary: `Create a ${family}`,
          params: locationParams,
          body: options.input,
          response: { 201: options.entity, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createLookup(db, kind, locationScope(request), request.body)),
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: "catalog.read" },
        schema: { tags, summary: `Get a ${family}`, params: entryParams, response: { 200: options.entity, ...errors } },
      },
      async (request) => getLookup(db, kind, locationScope(request), request.params.id),
    );

    app.patch(
      `${base}/:id`,
      {
        config: { access: "catalog.write" },
        schema: {
          tags,
          summary: `Update a ${family}`,
          params: entryParams,
          body: options.update,
          response: { 200: options.entity, ...errors },
        },
      },
      async (request) => updateLookup(db, kind, locationScope(request), request.params.id, request.body),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: "catalog.write" },
        schema: {
          tags,
          summary: `Delete a ${family} (refused while products use it)`,
          params: entryParams,
          response: { 200: deletedId, ...errors },
        },
      },
      async (request) => deleteLookup(db, kind as LookupKind<unknown>, locationScope(request), request.params.id),
    );
  };
}

/** Timestamps leave as ISO strings; the rest of a lookup row is already its API shape. */
export function lookupEntity<Row extends { createdAt: Date; updatedAt: Date }>(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
