// Passwordless sign-up and sign-in by code (spec §7 Auth).
import {
  addressInput,
  authenticationStarted,
  authMethodParams,
  authSession,
  resendCodeInput,
  signInInput,
  signUpInput,
  signUpPartial,
  signUpPartialInput,
  type VerifyCodeInput,
  verifyCodeInput,
} from "@verdant/shared/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, say } from "../../lib/app-error.ts";
import { sessionAnswer } from "../../plugins/session-cookie.ts";
import { resendCode } from "./auth.codes.ts";
import { deliveryContext, type IdentityOptions, userAgentOf } from "./auth.context.ts";
import {
  addressOf,
  getSignUpPartial,
  saveSignUpPartial,
  startSignIn,
  startSignUp,
  verifyCode,
} from "./auth.passwordless.service.ts";

const tags = ["auth"];

export const passwordlessRoutes: FastifyPluginAsyncZod<IdentityOptions> = async (app, opts) => {
  /** Both code checks (sign-up and sign-in) end signed in: the session cookie, and the token for non-browsers. */
  const signInWithCode = async (request: FastifyRequest<{ Body: VerifyCodeInput }>, reply: FastifyReply) =>
    sessionAnswer(
      request,
      reply,
      opts.config,
      await verifyCode(deliveryContext(opts, request), request.body, userAgentOf(request)),
    );

  app.post(
    "/auth/sign-up",
    {
      schema: {
        tags,
        summary: "Start a sign-up: send a 6-digit code to the e-mail or phone",
        body: signUpInput,
        response: { 201: authenticationStarted },
      },
    },
    async (request, reply) => reply.code(201).send(await startSignUp(deliveryContext(opts, request), request.body)),
  );

  app.post(
    "/auth/sign-up/verify",
    {
      schema: {
        tags,
        summary: "Check a sign-up code: creates the user and signs in",
        body: verifyCodeInput,
        response: { 200: authSession },
      },
    },
    signInWithCode,
  );

  app.post(
    "/auth/sign-up/save-partial",
    {
      schema: {
        tags,
        summary: "Keep the half-filled sign-up form",
        body: signUpPartialInput,
        response: { 200: signUpPartial },
      },
    },
    async (request) => saveSignUpPartial(deliveryContext(opts, request), request.body),
  );

  app.get(
    "/auth/sign-up/save-partial/:authenticationId",
    {
      schema: {
        tags,
        summary: "Read the half-filled sign-up form",
        params: verifyCodeInput.pick({ authenticationId: true }),
        response: { 200: signUpPartial },
      },
    },
    async (request) => getSignUpPartial(deliveryContext(opts, request), request.params.authenticationId),
  );

  app.post(
    "/auth/sign-in",
    {
      schema: {
        tags,
        summary: "Send a sign-in code (same answer whether or not an account exists)",
        body: signInInput,
        response: { 200: authenticationStarted },
      },
    },
    async (request) => startSignIn(deliveryContext(opts, request), addressOf(request.body)),
  );

  app.post(
    "/auth/:method",
    {
      schema: {
        tags,
        summary: "Send a sign-in code by e-mail or by phone (the body carries that address)",
        params: authMethodParams,
        body: addressInput,
        response: { 200: authenticationStarted },
      },
    },
    async (request) => {
      const { method } = request.params;
      if (!request.body[method]) throw new AppError("validation_failed", [say("valid.required", { field: method })]);
      return startSignIn(deliveryContext(opts, request), addressOf(request.body));
    },
  );

  app.post(
    "/account/verify-code",
    {
      schema: {
        tags,
        summary: "Check a sign-in code and sign in",
        body: verifyCodeInput,
        response: { 200: authSession },
      },
    },
    signInWithCode,
  );

  app.post(
    "/auth/resend-code",
    {
      schema: {
        tags,
        summary: "Send a new code for the same attempt (the previous one stops working)",
        body: resendCodeInput,
        response: { 200: authenticationStarted },
      },
    },
    async (request) => resendCode(deliveryContext(opts, request), request.body.authenticationId),
  );
};
