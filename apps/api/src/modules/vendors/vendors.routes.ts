// Vendors of a location (spec §7 Vendors) under /organization/{orgId}/location/{locationId}/vendor.
import multipart from "@fastify/multipart";
import { errorBody } from "@verdant/shared";
import { deletedId, locationParams } from "@verdant/shared/catalog";
import {
  bulkDeleteVendorsInput,
  bulkVendorStatusInput,
  createVendorInput,
  updateVendorInput,
  vendor,
  vendorBulkResult,
  vendorList,
  vendorListQuery,
  vendorParams,
  vendorStatusInput,
} from "@verdant/shared/vendors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { sendUserFile } from "../../lib/storage/files.routes.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import { locationBase, locationScope } from "../catalog/catalog.scope.ts";
import { readVendorLicense, uploadVendorLicense } from "./vendors.license.ts";
import {
  createVendor,
  deleteVendor,
  deleteVendors,
  getVendor,
  listVendors,
  setVendorActive,
  setVendorsActive,
  updateVendor,
} from "./vendors.service.ts";

const base = `${locationBase}/vendor`;
const tags = ["vendors"];
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const vendorRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await app.register(multipart);

  app.post(
    base,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Create a vendor",
        params: locationParams,
        body: createVendorInput,
        response: { 201: vendor, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createVendor(db, storage, locationScope(request), request.body)),
  );

  app.get(
    base,
    {
      config: { access: "catalog.read" },
      schema: {
        tags,
        summary: "List vendors (name, active, licenseStatus, sort, page, limit)",
        params: locationParams,
        querystring: vendorListQuery,
        response: { 200: vendorList, ...errors },
      },
    },
    async (request) => listVendors(db, storage, locationScope(request), request.query),
  );

  app.delete(
    `${base}/bulk`,
    {
      config: { access: "catalog.write" },
      preValidation: bodyOrQuery,
      schema: {
        tags,
        summary: "Delete several vendors (those in use by products are refused)",
        params: locationParams,
        body: bulkDeleteVendorsInput,
        response: { 200: vendorBulkResult, ...errors },
      },
    },
    async (request) => deleteVendors(db, storage, locationScope(request), request.body.vendorIds),
  );

  app.patch(
    `${base}/bulk/status`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Activate or deactivate several vendors",
        params: locationParams,
        body: bulkVendorStatusInput,
        response: { 200: vendorBulkResult, ...errors },
      },
    },
    async (request) => setVendorsActive(db, locationScope(request), request.body.vendorIds, request.body.active),
  );

  app.get(
    `${base}/:vendorId`,
    {
      config: { access: "catalog.read" },
      schema: { tags, summary: "Get a vendor", params: vendorParams, response: { 200: vendor, ...errors } },
    },
    async (request) => getVendor(db, storage, locationScope(request), request.params.vendorId),
  );

  app.patch(
    `${base}/:vendorId`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Update a vendor",
        params: vendorParams,
        body: updateVendorInput,
        response: { 200: vendor, ...errors },
      },
    },
    async (request) => updateVendor(db, storage, locationScope(request), request.params.vendorId, request.body),
  );

  app.delete(
    `${base}/:vendorId`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Delete a vendor (refused while products use it)",
        params: vendorParams,
        response: { 200: deletedId, ...errors },
      },
    },
    async (request) => deleteVendor(db, storage, locationScope(request), request.params.vendorId),
  );

  app.patch(
    `${base}/:vendorId/status`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Activate or deactivate a vendor",
        params: vendorParams,
        body: vendorStatusInput,
        response: { 200: vendor, ...errors },
      },
    },
    async (request) =>
      setVendorActive(db, storage, locationScope(request), request.params.vendorId, request.body.active),
  );

  app.post(
    `${base}/:vendorId/license`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Upload the vendor's license (multipart: file, fileType; PDF, PNG, JPEG or WebP up to 10 MB)",
        params: vendorParams,
        response: { 200: vendor, ...errors, 413: errorBody },
      },
    },
    async (request) => uploadVendorLicense(db, storage, locationScope(request), request.params.vendorId, request),
  );

  app.get(
    `${base}/:vendorId/license`,
    {
      config: { access: "catalog.read" },
      schema: { tags, summary: "Download the vendor's license file (members only)", params: vendorParams },
    },
    async (request, reply) => {
      const file = await readVendorLicense(db, storage, locationScope(request), request.params.vendorId);
      return sendUserFile(reply, file.filename, file, "private, no-store");
    },
  );
};
