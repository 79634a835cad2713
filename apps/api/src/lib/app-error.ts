// Services throw AppError(code, message); one error handler turns it into the body of api-conventions.md.
import type { ErrorCode } from "@verdant/shared";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  invalid_credentials: 401,
  forbidden: 403,
  waiting_approval: 403,
  not_found: 404,
  conflict: 409,
  fields_already_in_use: 409,
  invalid_code: 400,
  code_expired: 400,
  invalid_reset_link: 400,
  purchase_limit_exceeded: 422,
  insufficient_stock: 422,
  package_tag_required: 409,
  too_many_attempts: 429,
  resend_too_soon: 429,
  rate_limited: 429,
  in_use: 409,
  value_out_of_range: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  service_unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    readonly detail: Record<string, unknown> = {},
  ) {
    super(Array.isArray(message) ? message.join("; ") : message);
    this.statusCode = statusOf[code];
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const forbidden = (message = "You do not have permission to do this") => new AppError("forbidden", message);
