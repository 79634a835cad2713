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
