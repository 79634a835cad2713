// /organization... (spec §7 Organizations, organization part): mine, create, details, update, delete, the
// switcher's selection and the transfer of ownership.
import { idResponse, orgParams } from "@verdant/shared/locations";
import {
  createOrganizationInput,
  deleteOrganizationConfirm,
  member,
  organizationDetails,
  organizationList,
  organizationListQuery,
  selection,
  selectOrganizationInput,
  transferOwnershipInput,
  updateOrganizationInput,
} from "@verdant/shared/organizations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { accessOf, scopeFrom } from "../../plugins/access.ts";
import { expectAuth } from "../../plugins/auth.ts";
import { transferOwnership } from "../members/members.service.ts";
import {
  createOrganization,
  deleteOrganization,
  getOrganizationDetails,
  listMyOrganizations,
  selectOrganization,
  slugScope,
  updateOrganization,
} from "./organizations.service.ts";

const tags = ["organizations"];

export const organizationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/organization",
    {
      schema: {
        tags,
        summary: "The organizations I belong to",
        querystring: organizationListQuery,
        response: { 200: organizationList },
      },
      onRequest: app.requireApproved,
    },
    async (request) => listMyOrganizations(db, expectAuth(request).user.id, request.query.page, request.query.limit),
  );

  app.post(
    "/organization",
    {
      schema: {
        tags,
        summary: "Create an organization (and its first location); the creator owns it",
        body: createOrganizationInput,
        response: { 201: organizationDetails },
      },
      onRequest: app.requireApproved,
    },
    async (request, reply) =>
      reply.code(201).send(await createOrganization(db, expectAuth(request).user.id, request.body)),
  );

  app.get(
    "/organization-details-by-slug/:slug",
    {
      schema: {
        tags,
        summary: "An organization I belong to, by slug",
        params: z.object({ slug: z.string().trim().min(1).max(60) }),
        response: { 200: organizationDetails },
      },
      config: { access: { permission: "org.read", scope: slugScope } },
    },
    async (request) => {
      const access = accessOf(request);
      return getOrganizationDetails(db, access.userId, access.organizationId);
    },
  );

  app.put(
    "/organization",
    {
      schema: {
        tags,
        summary: "Rename an organization or change its slug",
        body: updateOrganizationInput,
        response: { 200: organizationDetails },
      },
      config: { access: { permission: "org.manage", scope: scopeFrom.body("id") } },
    },
    async (request) => updateOrganization(db, accessOf(request).userId, request.body),
  );

  app.delete(
    "/organization/:orgId",
    {
      schema: {
        tags,
        summary: "Delete an organization (owner; confirm with its name or slug in the body or query)",
        params: orgParams,
        body: deleteOrganizationConfirm,
        response: { 200: idResponse },
      },
      preValidation: bodyOrQuery,
      config: { access: "org.own" },
    },
    async (request) => deleteOrganization(db, accessOf(request).organizationId, request.body.confirm),
  );

  app.patch(
    "/organization/select",
    {
      schema: {
        tags,
        summary: "Choose the organization and location to work in (the app shell's switcher)",
        body: selectOrganizationInput,
        response: { 200: selection },
      },
      config: { access: "org.read" },
    },
    async (request) => selectOrganization(db, accessOf(request), request.body.locationId),
  );

  app.put(
    "/organization/transfer-ownership",
    {
      schema: {
        tags,
        summary: "Hand ownership to another member",
        body: transferOwnershipInput,
        response: { 200: member },
      },
      config: { access: "org.own" },
    },
    async (request) => transferOwnership(db, accessOf(request), request.body.userId),
  );
};
