// Password sign-in, forgot and reset password (spec §7 Auth).
import {
  authSession,
  forgotPasswordInfo,
  forgotPasswordInfoQuery,
  forgotPasswordInput,
  messageResponse,
  passwordSignInInput,
  resetPasswordInput,
} from "@verdant/shared/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionAnswer } from "../../plugins/session-cookie.ts";
import { deliveryContext, type IdentityOptions, userAgentOf } from "./auth.context.ts";
import {
  FORGOT_PASSWORD_MESSAGE,
  getPasswordResetInfo,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
} from "./auth.password.service.ts";

const tags = ["auth"];

export const passwordRoutes: FastifyPluginAsyncZod<IdentityOptions> = async (app, opts) => {
  app.post(
    "/auth/sign-in/password",
    {
      schema: {
        tags,
        summary: "Sign in with an e-mail or username and a password",
        body: passwordSignInInput,
        response: { 200: authSession },
      },
    },
    async (request, reply) =>
      sessionAnswer(
        request,
        reply,
        opts.config,
        await signInWithPassword(deliveryContext(opts, request), request.body, {
          userAgent: userAgentOf(request),
          ip: request.ip,
        }),
      ),
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags,
        summary: "E-mail a single-use reset link valid 1 hour (same answer whether or not an account exists)",
        body: forgotPasswordInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(deliveryContext(opts, request), request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.get(
    "/auth/forgot-password-info/:id",
    {
      schema: {
        tags,
        summary: "Check a reset link: the masked e-mail and when the link expires",
        params: z.object({ id: z.uuid({ error: "id must be a valid id" }) }),
        querystring: forgotPasswordInfoQuery,
        response: { 200: forgotPasswordInfo },
      },
    },
    async (request) => getPasswordResetInfo(deliveryContext(opts, request), request.params.id, request.query.token),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password from a reset link; ends every session of the user",
        body: resetPasswordInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resetPassword(deliveryContext(opts, request), request.body);
      return { message: "Your password has been reset. Please sign in with the new password." };
    },
  );
};
