// /organization-member and /organization/{orgId}/members (spec §7 Organizations, members part). POST
// /organization-member invites (invites.routes.ts): nobody joins an organization without accepting.

import { uuidSchema } from "@verdant/shared";
import { idResponse, orgParams } from "@verdant/shared/locations";
import {
  changeMemberTypeInput,
  member,
  memberList,
  memberListQuery,
  removeMemberInput,
  setLocationRolesInput,
} from "@verdant/shared/organizations";
import { staffWelcome } from "@verdant/shared/staff-welcome";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { organizationMembers } from "../../db/schema/index.ts";
import { bodyOrQuery } from "../../lib/body-or-query.ts";
import { accessOf, type ScopeResolver } from "../../plugins/access.ts";
import { changeMemberType, getMemberDetails, listMembers, removeMember, setLocationRoles } from "./members.service.ts";
import { getStaffWelcome, markWelcomed } from "./members.welcome.ts";

const tags = ["members"];
const memberIdParams = z.object({ id: uuidSchema("id") });
const userIdParams = z.object({ userId: uuidSchema("userId") });

/** GET /organization-member/{id} names only the member: its organization is the one to check. */
const memberScope: ScopeResolver = async (request, db) => {
  const { id } = request.params as { id: string };
  const [row] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.id, id));
  return row;
};

export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/organization/:orgId/members",
    {
      schema: {
        tags,
        summary: "Members with their type and location roles",
        params: orgParams,
        querystring: memberListQuery,
        response: { 200: memberList },
      },
      config: { access: "org.manage" },
    },
    async (request) => listMembers(db, accessOf(request).organizationId, request.query),
  );

  app.delete(
    "/organization-member",
    {
      schema: {
        tags,
        summary: "Remove a member, or leave when it is oneself (body or query)",
        body: removeMemberInput,
        response: { 200: idResponse },
      },
      preValidation: bodyOrQuery,
      config: { access: "org.read" },
    },
    async (request) => removeMember(db, accessOf(request), request.body.userId),
  );

  app.get(
    "/organization-member/:id",
    {
      schema: { tags, summary: "One member", params: memberIdParams, response: { 200: member } },
      config: { access: { permission: "org.read", scope: memberScope } },
    },
    async (request) => getMemberDetails(db, accessOf(request), request.params.id),
  );

  app.put(
    "/organization-member/type",
    {
      schema: { tags, summary: "Change a member's type", body: changeMemberTypeInput, response: { 200: member } },
      config: { access: "org.manage" },
    },
    async (request) => changeMemberType(db, accessOf(request).organizationId, request.body.userId, request.body.type),
  );

  app.post(
    "/organization-member/:userId/location-roles",
    {
      schema: {
        tags,
        summary: "Replace a member's roles at each location",
        params: userIdParams,
        body: setLocationRolesInput,
        response: { 200: member },
      },
      config: { access: "org.manage" },
    },
    async (request) =>
      setLocationRoles(db, accessOf(request).organizationId, request.params.userId, request.body.locationRoles),
  );

  // The staff welcome of the caller's own membership (members.welcome.ts): any member may read and dismiss theirs.
  app.get(
    "/organization/:orgId/welcome",
    {
      schema: {
        tags,
        summary:
          "My staff welcome in this organization: who invited me, where and as what I work, and whether to show it",
        params: orgParams,
        response: { 200: staffWelcome },
      },
      config: { access: "org.read" },
    },
    async (request) => getStaffWelcome(db, accessOf(request)),
  );

  app.post(
    "/organization/:orgId/welcome/seen",
    {
      schema: {
        tags,
        summary: "Finish or skip my staff welcome: it is not shown again",
        params: orgParams,
        response: { 200: staffWelcome },
      },
      config: { access: "org.read" },
    },
    async (request) => markWelcomed(db, accessOf(request)),
  );
};
