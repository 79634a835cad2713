// The one error handler: every failure leaves as the body of api-conventions.md; 5xx details stay in the log.
import { DEFAULT_ERROR_MESSAGE, type ErrorBody, type ErrorCode } from "@verdant/shared";
import type { Language } from "@verdant/shared/languages";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { core } from "zod";
import { AppError, say, sayIn } from "../lib/app-error.ts";
import { sayRefusalsIn } from "../lib/bulk-refusals.ts";
import { appErrorOfDatabase } from "../lib/db-errors.ts";
import { validationSentence } from "../lib/errors/validation.ts";
import { readerLanguageOf } from "../lib/i18n.ts";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The code of the framework's own 4xx (bad JSON, unsupported media type, body too large, unknown route). */
const codeOfStatus: Record<number, ErrorCode> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function errorBody(statusCode: number, message: string | string[], extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: reasons[statusCode] ?? "Error", message, ...extra };
}

type ZodRawIssue = core.$ZodRawIssue;

/** The failed checks of a request's schema, each a sentence in the reader's language. */
function validationMessages(error: FastifyError, language: Language): string[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [error.message];
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const issue = { ...v.params, code: v.keyword, path: field ? field.split(".") : [] } as unknown as ZodRawIssue;
    return validationSentence({ field, message: v.message ?? "is invalid", issue }, language);
  });
}

const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "";

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // A bulk result's refusals leave in the reader's language too (lib/bulk-refusals.ts).
  app.addHook("preSerialization", async (request, _reply, payload) =>
    sayRefusalsIn(payload, readerLanguageOf(request)),
  );
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const read = request.method === "GET" || request.method === "HEAD";
    if (app.serveSpa && read && !path.startsWith("/api/") && !path.includes(".")) {
      return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply
      .code(404)
      .send(
        errorBody(
          404,
          sayIn(readerLanguageOf(request), say("route.notFound", { method: request.method, path: pathOf(request) })),
          { code: "not_found" },
        ),
      );
  });

  app.setErrorHandler((thrown: FastifyError & { code?: string }, request, reply) => {
    // A database failure that is the caller's (a constraint, a value too large) or nobody's (an outage, 503).
    const mapped = thrown instanceof AppError ? undefined : appErrorOfDatabase(thrown);
    if (mapped?.code === "service_unavailable") {
      request.log.warn({ err: thrown, requestId: request.id }, "database unavailable");
    }
    const error = mapped ?? thrown;
    if (error instanceof AppError) {
      const { fields, retryAfter, ...detail } = error.detail as { fields?: string[]; retryAfter?: number };
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      return reply.code(error.statusCode).send(
        errorBody(error.statusCode, error.messagesIn(readerLanguageOf(request)), {
          code: error.code,
          ...(fields ? { fields } : {}),
          ...detail,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(errorBody(400, validationMessages(error, readerLanguageOf(request)), { code: "validation_failed" }));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(status, error.message, { code: codeOfStatus[status] ?? "bad_request" }));
    }
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return reply.code(500).send(errorBody(500, DEFAULT_ERROR_MESSAGE));
  });
});
