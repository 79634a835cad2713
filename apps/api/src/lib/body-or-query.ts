// DELETE calls may carry their fields in the body or, for clients that cannot send a DELETE body, in the query.
import type { FastifyRequest } from "fastify";

/** preValidation: an empty body takes the query's fields, so one body schema validates both. */
export async function bodyOrQuery(request: FastifyRequest): Promise<void> {
  const body = request.body;
  const empty = body === undefined || body === null || (typeof body === "object" && Object.keys(body).length === 0);
  if (empty) request.body = { ...(request.query as object) };
}
