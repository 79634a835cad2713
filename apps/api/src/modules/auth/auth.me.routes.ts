// The signed-in user: profile, onboarding, sign-out and referrals (spec §7 Auth). Waiting users may use these.
import {
  messageResponse,
  onboardingInput,
  onboardingState,
  sendReferralInput,
  updateMeInput,
  userState,
} from "@verdant/shared/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { expectAuth } from "../../plugins/auth.ts";
import { clearSessionCookie } from "../../plugins/session-cookie.ts";
import { selectedOrganizationSlug } from "../organizations/organizations.service.ts";
import { deliveryContext, type IdentityOptions } from "./auth.context.ts";
import { sendReferralLink, updateMe } from "./auth.me.service.ts";
import { onboardingStateOf, saveOnboarding } from "./auth.onboarding.service.ts";
import { revokeSession } from "./auth.sessions.ts";
import { toUserState } from "./auth.users.ts";

const tags = ["auth"];

export const meRoutes: FastifyPluginAsyncZod<IdentityOptions> = async (app, opts) => {
  app.get(
    "/auth/me",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The signed-in user's state", response: { 200: userState } },
    },
    async (request) => {
      const { user } = expectAuth(request);
      const organizationSlug = await selectedOrganizationSlug(opts.db, user.id, user.selectedOrgId);
      return { ...toUserState(user), organizationSlug };
    },
  );

  app.patch(
    "/auth/me",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Update the profile: names, username, e-mail, phone, picture, birth date, password",
        body: updateMeInput,
        response: { 200: userState },
      },
    },
    async (request) => updateMe(deliveryContext(opts, request), expectAuth(request), request.body),
  );

  app.post(
    "/auth/onboarding/save-partial",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Save onboarding answers; complete: true finishes it, a valid access code skips the waitlist",
        body: onboardingInput,
        response: { 200: userState },
      },
    },
    async (request) => saveOnboarding(opts.db, expectAuth(request).user, request.body),
  );

  app.get(
    "/auth/onboarding/save-partial",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The saved onboarding answers", response: { 200: onboardingState } },
    },
    async (request) => onboardingStateOf(expectAuth(request).user),
  );

  app.post(
    "/auth/sign-out",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "End the current session", response: { 200: messageResponse } },
    },
    async (request, reply) => {
      await revokeSession(opts.db, expectAuth(request).sessionId);
      clearSessionCookie(request, reply, opts.config);
      return { message: "You have been signed out" };
    },
  );

  app.post(
    "/send-referral-link",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Text a sign-up link that records the signed-in user as the referrer",
        body: sendReferralInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await sendReferralLink(deliveryContext(opts, request), expectAuth(request).user, request.body.phone);
      return { message: "Referral link sent" };
    },
  );
};
