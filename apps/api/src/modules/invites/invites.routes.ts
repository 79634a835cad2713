// Invitations (spec §7 Organizations): send one or many, list, resend, revoke, look up by code, accept.
import { bulkResult, uuidSchema } from "@verdant/shared";
import { idResponse } from "@verdant/shared/locations";
import {
  acceptedInvite,
  acceptInviteInput,
  addMemberInput,
  bulkInvitationInput,
  invite,
  inviteList,
  inviteListQuery,
  publicInvite,
  sendInvitationInput,
} from "@verdant/shared/organizations";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { organizationInvites } from "../../db/schema/index.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import type { DeliveryContext } from "../../lib/messaging/messaging.ts";
import { accessOf, type ScopeResolver, scopeFrom } from "../../plugins/access.ts";
import { expectAuth } from "../../plugins/auth.ts";
import { acceptInvitation, lookupInvite } from "./invites.accept.ts";
import {
  bulkSendInvitations,
  listInvites,
  resendInvitation,
  revokeInvitation,
  sendInvitation,
} from "./invites.service.ts";

const tags = ["invites"];
const inviteParams = z.object({ inviteId: uuidSchema("inviteId") });

/** Resend and revoke name only the invitation: its organization is the one to check. */
const inviteScope: ScopeResolver = async (request, db) => {
  const { inviteId } = request.params as { inviteId: string };
  const [row] = await db
    .select({ organizationId: organizationInvites.organizationId })
    .from(organizationInvites)
    .where(eq(organizationInvites.id, inviteId));
  return row;
};

export const inviteRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const delivery = (
    request: Parameters<typeof requestLanguage>[0] & { log: DeliveryContext["log"] },
  ): DeliveryContext => ({
    db,
    config,
    log: request.log,
    language: requestLanguage(request),
  });

  app.post(
    "/organization-send-invitation",
    {
      schema: {
        tags,
        summary: "Invite someone by e-mail or phone",
        body: sendInvitationInput,
        response: { 201: invite },
      },
      config: { access: "org.manage" },
    },
    async (request, reply) => {
      const { organizationId, userId } = accessOf(request);
      return reply.code(201).send(await sendInvitation(delivery(request), organizationId, userId, request.body));
    },
  );

  // Adding someone is inviting them: they join when they accept (decision 0017). The answer is the same whether
  // or not the address has an account, and shows nothing of that account.
  app.post(
    "/organization-member",
    {
      schema: {
        tags: ["members"],
        summary: "Add someone by e-mail: sends an invitation they accept to join",
        body: addMemberInput,
        response: { 201: invite },
      },
      config: { access: "org.manage" },
    },
    async (request, reply) => {
      const { organizationId, userId } = accessOf(request);
      const { email, type, locationRoles } = request.body;
      const sent = await sendInvitation(delivery(request), organizationId, userId, { email, type, locationRoles });
      return reply.code(201).send(sent);
    },
  );

  app.post(
    "/organization-bulk-send-invitation",
    {
      schema: { tags, summary: "Invite several people", body: bulkInvitationInput, response: { 200: bulkResult } },
      config: { access: "org.manage" },
    },
    async (request) => {
      const { organizationId, userId } = accessOf(request);
      return bulkSendInvitations(delivery(request), organizationId, userId, request.body.invitations);
    },
  );

  app.get(
    "/organization-invites/:id",
    {
      schema: {
        tags,
        summary: "The organization's invitations",
        params: z.object({ id: uuidSchema("id") }),
        querystring: inviteListQuery,
        response: { 200: inviteList },
      },
      config: { access: { permission: "org.manage", scope: scopeFrom.param("id") } },
    },
    async (request) => listInvites(db, accessOf(request).organizationId, request.query),
  );

  app.post(
    "/organization-invites/:inviteId/resend",
    {
      schema: {
        tags,
        summary: "Send an invitation again with a new code",
        params: inviteParams,
        response: { 200: invite },
      },
      config: { access: { permission: "org.manage", scope: inviteScope } },
    },
    async (request) => {
      const { organizationId, userId } = accessOf(request);
      return resendInvitation(delivery(request), organizationId, userId, request.params.inviteId);
    },
  );

  app.delete(
    "/organization-invites/:inviteId",
    {
      schema: { tags, summary: "Revoke an invitation", params: inviteParams, response: { 200: idResponse } },
      config: { access: { permission: "org.manage", scope: inviteScope } },
    },
    async (request) => revokeInvitation(db, accessOf(request).organizationId, request.params.inviteId),
  );

  app.get(
    "/organization-invite/:code",
    {
      schema: {
        tags,
        summary: "What an invitation link offers (public; addresses masked)",
        params: z.object({ code: z.string().max(64) }),
        response: { 200: publicInvite },
      },
    },
    async (request) => lookupInvite(db, request.params.code),
  );

  app.post(
    "/orgs/invite-user",
    {
      schema: {
        tags,
        summary: "Accept an invitation as the signed-in user",
        body: acceptInviteInput,
        response: { 200: acceptedInvite },
      },
      // Not requireApproved: accepting is what takes an invited person off the waitlist.
      onRequest: app.requireUser,
    },
    async (request) => acceptInvitation(db, expectAuth(request).user, request.body.inviteCode),
  );
};
