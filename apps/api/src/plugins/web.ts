// Serves the built web app; any other GET outside /api answers index.html so client routes load directly.
import { existsSync } from "node:fs";
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

export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const enabled = existsSync(path.join(opts.root, "index.html"));
  app.decorate("serveSpa", enabled);
  if (!enabled) return;
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      res.setHeader(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
});
