// The one error handler: every failure leaves as the body of api-conventions.md; 5xx details stay in the log.
import { DEFAULT_ERROR_MESSAGE, type ErrorBody } from "@verdant/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";

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
};

export function errorBody(statusCode: number, message: string | string[], extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: reasons[statusCode] ?? "Error", message, ...extra };
}

function validationMessages(error: FastifyError): string[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [error.message];
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = v.message ?? "is invalid";
    return field && !message.startsWith(field.split(".")[0] ?? "") ? `${field}: ${message}` : message;
  });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (app.serveSpa && request.method === "GET" && !path.startsWith("/api/") && !path.includes(".")) {
      return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split("?")[0]} not found`));
  });

  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof AppError) {
      const { fields, retryAfter, ...detail } = error.detail as { fields?: string[]; retryAfter?: number };
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      return reply
        .code(error.statusCode)
        .send(
          errorBody(error.statusCode, error.messages, { code: error.code, ...(fields ? { fields } : {}), ...detail }),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, validationMessages(error), { code: "validation_failed" }));
    }
    // PostgreSQL constraint answers that a service did not turn into a friendlier message first.
    if (error.code === "23505")
      return reply.code(409).send(errorBody(409, "This record already exists", { code: "conflict" }));
    if (error.code === "23503")
      return reply.code(409).send(errorBody(409, "This record is in use by another record", { code: "conflict" }));
    if (error.code === "23514")
      return reply.code(409).send(errorBody(409, "This change would break a rule of the data", { code: "conflict" }));
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send(errorBody(429, error.message, { code: "rate_limited" }));
    if (status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return reply.code(500).send(errorBody(500, DEFAULT_ERROR_MESSAGE));
  });
});
