// What the log may hold: never a secret. Session tokens and keys travel in headers, which the request line never
// holds (its serializers keep the request's method, redacted URL, host and address, and the answer's status), and
// which are redacted by path wherever else an object with headers is logged; reset tokens, codes and link
// signatures travel in query strings (their values replaced); bodies are never logged. Redacting by path clones
// what it redacts on every line, so the paths name only what a line can hold (the request line's keys are plain).
import { randomUUID } from "node:crypto";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import type { Config } from "../config.ts";

const CENSOR = "[redacted]";
const SECRET_PARAM = /token|code|signature|password|secret|key/i;
/** A client's own request id is kept only when short and plain (it goes into logs and a response header). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The URL with the value of every secret-looking query parameter replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const params = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      return isSecretName(name) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, mark)}?${params.join("&")}`;
}

/** A query parameter's name as sent (percent-encoded, + for a space) names a secret. */
function isSecretName(name: string): boolean {
  if (!/[%+]/.test(name)) return SECRET_PARAM.test(name);
  try {
    return SECRET_PARAM.test(decodeURIComponent(name.replace(/\+/g, " ")));
  } catch {
    return true; // an undecodable name might hide one: its value is replaced
  }
}

/** The client's x-request-id when it is safe to echo and log, otherwise a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  if (config.logLevel === "silent") return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : config.logFile ? { file: config.logFile } : {}),
    redact: {
      paths: ["headers.authorization", "headers.cookie", 'headers["api-key"]', 'headers["set-cookie"]'],
      censor: CENSOR,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line a request, when it is answered, holding the request (method, redacted URL, host, address), the status
 * and the time it took: Fastify's default writes a second line as each request arrives, with the same request again
 * (decision 0047). Errors and refusals are logged as before (the error handler's lines, Fastify's own).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, "request errored");
    else reply.log.info(entry, "request completed");
  }
}
