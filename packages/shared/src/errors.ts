// The error catalogue (spec §8) and the one error body of api-conventions.md.
import { z } from "zod";

export const DEFAULT_ERROR_MESSAGE = "internal server error";
export const GENERIC_FALLBACK_MESSAGE = "We encountered an error on our side. Please try again in a few minutes.";
export const NO_ACCESS_TOKEN_MESSAGE = "No access token found";
export const INVALID_API_KEY_MESSAGE = "Invalid API key";

export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "invalid_api_key",
  "forbidden",
  "not_found",
  "conflict",
  "fields_already_in_use",
  "invalid_code",
  "code_expired",
  "too_many_attempts",
  "resend_too_soon",
  "rate_limited",
  "waiting_approval",
  "invalid_credentials",
  "invalid_reset_link",
  "purchase_limit_exceeded",
  "insufficient_stock",
  "in_use",
  "value_out_of_range",
  "payload_too_large",
  "unsupported_media_type",
  "service_unavailable",
  "package_tag_required",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.union([z.string(), z.array(z.string())]),
  code: z.string().optional(),
  fields: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** 'The email is already in use. Please try again.' / 'The fields email, phone are already in use. ...' (spec §8) */
export function fieldsInUseMessage(fields: readonly string[]): string {
  if (fields.length === 1) return `The ${fields[0]} is already in use. Please try again.`;
  return `The fields ${fields.join(", ")} are already in use. Please try again.`;
}

/**
 * The messages a client shows for an error body, one toast each (spec §8): a list stays a list,
 * fields_already_in_use gets the spec's wording, a 5xx or an empty body gets the generic fallback.
 */
export function errorMessages(body: Partial<ErrorBody> | undefined, fallback?: string): string[] {
  if (body?.code === "fields_already_in_use" && body.fields?.length) return [fieldsInUseMessage(body.fields)];
  const message = body?.message;
  if (Array.isArray(message) && message.length > 0) return message;
  if (typeof message === "string" && message && message !== DEFAULT_ERROR_MESSAGE) return [message];
  return [fallback ?? GENERIC_FALLBACK_MESSAGE];
}
