// What the log may hold: never a secret. Session tokens and keys travel in headers (redacted by path), reset
// tokens, codes and link signatures in query strings (their values replaced); bodies are never logged.
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
      return SECRET_PARAM.test(decodeURIComponent(name.replace(/\+/g, " "))) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, mark)}?${params.join("&")}`;
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
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["api-key"]',
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
      ],
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
