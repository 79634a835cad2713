// The browser's session (docs/decisions/0016-browser-session-and-limits.md): the token travels in the auth-token
// cookie (spec §6: 30 days, path /, secure, samesite strict), HttpOnly so page script never holds it. Callers that
// are not browsers keep the bearer token from the sign-in answer's body; the web app asks for the cookie only.
// A write authenticated by the cookie must come from our own origin: the api-key header every call carries already
// forces a CORS preflight on a cross-site page, and the Origin check refuses what a browser sends from elsewhere.
import { AUTH_COOKIE, AUTH_MODE_HEADER } from "@verdant/shared";
import type { AuthSession } from "@verdant/shared/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** Secure over https, in production, and on loopback (browsers keep secure cookies of http://localhost). */
const secureFor = (request: FastifyRequest, config: Config) =>
  request.protocol === "https" || config.env === "production" || LOOPBACK.test(request.headers.host ?? "");

const cookieOptions = (request: FastifyRequest, config: Config) =>
  ({ httpOnly: true, secure: secureFor(request, config), sameSite: "strict", path: "/" }) as const;

/** Sets the session cookie and answers the session, without its token when the caller asked for the cookie only. */
export function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  session: AuthSession,
): AuthSession {
  reply.setCookie(AUTH_COOKIE.name, session.accessToken ?? "", {
    ...cookieOptions(request, config),
    maxAge: AUTH_COOKIE.maxAgeSeconds,
  });
  return request.headers[AUTH_MODE_HEADER.name] === AUTH_MODE_HEADER.cookie ? { user: session.user } : session;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(AUTH_COOKIE.name, cookieOptions(request, config));
}

/**
 * Whether a cookie-authenticated write comes from another site: its Origin (every browser sends one on a write)
 * names neither this host (by the Host header's name, so a TLS-terminating proxy in front changes nothing) nor an allowed
 * origin (PUBLIC_URL, CORS_ORIGIN), or Sec-Fetch-Site says cross-site. Non-browser callers send neither header and
 * use a bearer token anyway.
 */
export function isCrossSiteWrite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return false;
    // By host name: cookies are not kept apart by port or scheme either.
    const from = URL.canParse(origin) ? new URL(origin).hostname : undefined;
    const own = URL.canParse(`http://${request.headers.host}`)
      ? new URL(`http://${request.headers.host}`).hostname
      : "";
    return from === undefined || from !== own;
  }
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}
