// Serves the built web app; any other GET outside /api answers index.html so client routes load directly.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    serveSpa: boolean;
  }
}

/** The web app's Content-Security-Policy: no inline script, nothing from elsewhere, no framing by another site. */
export const WEB_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and the charts position elements through style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  // A vendor license PDF previews in an <object> (the signed file link, or the picked file before upload).
  objectSrc: ["'self'", "blob:"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * How long a browser keeps a file (decision 0028): Vite's hashed files under assets/ never change, so a year and
 * `immutable`; everything else (index.html, theme.js, a service worker, the favicon) is revalidated every time,
 * so a deploy is seen on the next load and a service worker can update itself.
 */
export function cacheControlOf(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

/** The cookie a browser journey sets to see its own "new release" of the service worker (development only). */
export const DEV_RELEASE_COOKIE = "verdant-dev-release";
const DEV_RELEASE = new RegExp(`(?:^|;\\s*)${DEV_RELEASE_COOKIE}=([A-Za-z0-9-]{1,20})(?:;|$)`);

/**
 * The built service worker as if another build were deployed (decision 0035): its version gets the cookie's
 * suffix, so the browser that set it installs a new worker with its own cache and the page offers the update.
 * Only where the development helpers are on (never in production); everyone else gets the file as built.
 */
function serveDevReleases(app: FastifyInstance, root: string) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.url !== "/sw.js") return;
    const release = request.headers.cookie?.match(DEV_RELEASE)?.[1];
    if (!release) return;
    const source = await readFile(path.join(root, "sw.js"), "utf8");
    const body = source.replace(/"version":"([^"]+)"/, `"version":"$1-${release}"`);
    return reply.header("cache-control", "no-cache").type("text/javascript; charset=utf-8").send(body);
  });
}

export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string; devReleases?: boolean }) => {
  const enabled = existsSync(path.join(opts.root, "index.html"));
  app.decorate("serveSpa", enabled);
  if (!enabled) return;
  if (opts.devReleases) serveDevReleases(app, opts.root);
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes file.br and file.gz beside each compressible file (apps/web/precompress.ts): sent with
    // Content-Encoding to a browser that accepts it, the file itself otherwise. The copies get no route of their own.
    preCompressed: true,
    cacheControl: false, // ours below, not send's `public, max-age=0`
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders: (res, file) => {
      res.setHeader("cache-control", cacheControlOf(file));
      res.setHeader("vary", "accept-encoding");
    },
  });
});
