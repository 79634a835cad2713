// /organization/{orgId}/location/{locationId}/tax-group (spec §7 Tax groups). Reading needs pricing.read (every
// role), changing needs pricing.write (managers); calculate-tax only reads. A call whose parameters are missing
// answers the spec's 'Tax group parameters are required' (§5).
import { idResponse, locationParams } from "@verdant/shared/locations";
import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import {
  assignTaxGroupInput,
  bulkAssignTaxGroupInput,
  bulkDeleteTaxGroupsInput,
  bulkDuplicateTaxGroupsInput,
  bulkRemoveAssignmentsInput,
  calculateTaxInput,
  conflictParams,
  deleteTaxGroupInput,
  resolveConflictsInput,
  resolveConflictsResult,
  taxGroup,
  taxGroupAssignment,
  taxGroupBulkResult,
  taxGroupConflicts,
  taxGroupDuplicateResult,
  taxGroupInput,
  taxGroupList,
  taxGroupListQuery,
  taxGroupParams,
  updateAssignmentInput,
} from "@verdant/shared/tax-groups";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import {
  assignTaxGroup,
  bulkAssignTaxGroup,
  bulkRemoveAssignments,
  listConflicts,
  removeAssignment,
  resolveConflicts,
  updateAssignment,
} from "./tax-groups.assignments.service.ts";
import { calculateTax } from "./tax-groups.calculate.ts";
import {
  bulkDeleteTaxGroups,
  bulkDuplicateTaxGroups,
  createTaxGroup,
  deleteTaxGroup,
  duplicateTaxGroup,
  getTaxGroup,
  listTaxGroups,
  updateTaxGroup,
} from "./tax-groups.service.ts";

const tags = ["tax-groups"];
const base = "/organization/:orgId/location/:locationId/tax-group";
const read = { access: "pricing.read" as const };
const write = { access: "pricing.write" as const };

/** preValidation for calls that cannot do without a body. */
async function requireParameters(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === undefined || body === null || (typeof body === "object" && Object.keys(body).length === 0)) {
    throw new AppError("bad_request", say("taxGroup.parameters"));
  }
}
const needsBody = { preValidation: requireParameters };
const deleteBody = { preValidation: [bodyOrQuery, requireParameters] };

export const taxGroupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const scope = locationScopeOf;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List tax groups",
        params: locationParams,
        querystring: taxGroupListQuery,
        response: { 200: taxGroupList },
      },
      config: read,
    },
    async (request) => listTaxGroups(db, scope(request), request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a tax group",
        params: locationParams,
        body: taxGroupInput,
        response: { 201: taxGroup },
      },
      config: write,
      ...needsBody,
    },
    async (request, reply) => reply.code(201).send(await createTaxGroup(db, scope(request), request.body)),
  );

  app.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: "Delete tax groups (optionally moving their rates and assignments to newTaxGroupId)",
        params: locationParams,
        body: bulkDeleteTaxGroupsInput,
        response: { 200: taxGroupBulkResult },
      },
      config: write,
      ...deleteBody,
    },
    async (request) => bulkDeleteTaxGroups(db, scope(request), request.body),
  );

  app.post(
    `${base}/bulk/duplicate`,
    {
      schema: {
        tags,
        summary: "Duplicate tax groups with their rates",
        params: locationParams,
        body: bulkDuplicateTaxGroupsInput,
        response: { 200: taxGroupDuplicateResult },
      },
      config: write,
      ...needsBody,
    },
    async (request) => bulkDuplicateTaxGroups(db, scope(request), request.body),
  );

  app.post(
    `${base}/assign`,
    {
      schema: {
        tags,
        summary: "Assign a tax group to a category, brand or tax group (replacing its group)",
        params: locationParams,
        body: assignTaxGroupInput,
        response: { 200: taxGroupAssignment },
      },
      config: write,
      ...needsBody,
    },
    async (request) => assignTaxGroup(db, scope(request), request.body),
  );

  app.post(
    `${base}/bulk-assign`,
    {
      schema: {
        tags,
        summary: "Assign a tax group to many entities",
        params: locationParams,
        body: bulkAssignTaxGroupInput,
        response: { 200: taxGroupBulkResult },
      },
      config: write,
      ...needsBody,
    },
    async (request) => bulkAssignTaxGroup(db, scope(request), request.body),
  );

  app.put(
    `${base}/update-assignment`,
    {
      schema: {
        tags,
        summary: "Move an assignment to another tax group",
        params: locationParams,
        body: updateAssignmentInput,
        response: { 200: taxGroupAssignment },
      },
      config: write,
      ...needsBody,
    },
    async (request) => updateAssignment(db, scope(request), request.body),
  );

  app.post(
    `${base}/calculate-tax`,
    {
      schema: {
        tags,
        summary: "Price a cart with the location's taxes and discounts (exact cents)",
        params: locationParams,
        body: calculateTaxInput,
        response: { 200: z.custom<PricedCart>() },
      },
      config: read,
      ...needsBody,
    },
    async (request) => calculateTax(db, scope(request), request.body),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: "One tax group", params: taxGroupParams, response: { 200: taxGroup } }, config: read },
    async (request) => getTaxGroup(db, scope(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Rename a tax group",
        params: taxGroupParams,
        body: taxGroupInput,
        response: { 200: taxGroup },
      },
      config: write,
      ...needsBody,
    },
    async (request) => updateTaxGroup(db, scope(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "Delete a tax group (newTaxGroupId, in the body or the query, takes its rates and assignments)",
        params: taxGroupParams,
        body: deleteTaxGroupInput,
        response: { 200: idResponse },
      },
      config: write,
      preValidation: bodyOrQuery,
    },
    async (request) => deleteTaxGroup(db, scope(request), request.params.id, request.body?.newTaxGroupId),
  );

  app.post(
    `${base}/:id/duplicate`,
    {
      schema: {
        tags,
        summary: "Duplicate a tax group with its rates",
        params: taxGroupParams,
        response: { 201: taxGroup },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await duplicateTaxGroup(db, scope(request), request.params.id)),
  );

  app.delete(
    `${base}/:id/remove`,
    {
      schema: {
        tags,
        summary: "Remove one assignment (id is the assignment's)",
        params: taxGroupParams,
        response: { 200: idResponse },
      },
      config: write,
    },
    async (request) => removeAssignment(db, scope(request), request.params.id),
  );

  app.delete(
    `${base}/:id/assignments/bulk`,
    {
      schema: {
        tags,
        summary: "Remove several assignments of the tax group",
        params: taxGroupParams,
        body: bulkRemoveAssignmentsInput,
        response: { 200: taxGroupBulkResult },
      },
      config: write,
      ...deleteBody,
    },
    async (request) => bulkRemoveAssignments(db, scope(request), request.params.id, request.body.assignmentIds),
  );

  app.post(
    `${base}/:id/category/:categoryId/conflicts`,
    {
      schema: {
        tags,
        summary: "Products of the category whose brand carries another tax group",
        params: conflictParams,
        response: { 200: taxGroupConflicts },
      },
      config: read,
    },
    async (request) => ({
      data: await listConflicts(db, scope(request), request.params.id, request.params.categoryId),
    }),
  );

  app.post(
    `${base}/:id/category/:categoryId/resolve-conflicts`,
    {
      schema: {
        tags,
        summary: "Choose whether the category's or the brand's group wins, per product or for all",
        params: conflictParams,
        body: resolveConflictsInput,
        response: { 200: resolveConflictsResult },
      },
      config: write,
      ...needsBody,
    },
    async (request) => resolveConflicts(db, scope(request), request.params.id, request.params.categoryId, request.body),
  );
};
