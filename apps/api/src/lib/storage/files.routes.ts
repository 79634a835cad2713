// Signed file links (storage.ts): GET downloads and PUT uploads a key while its signature holds. No api-key or
// bearer token is needed: the link itself, made for one key by a route that checked access, is the permission.

import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { errorBody } from "../../plugins/error-handler.ts";
import { storageFor } from "./storage.ts";

/** Uploads through a signed link (receive-order attachments) stop here. */
export const SIGNED_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

const signedQuery = z.object({ expires: z.string().default(""), signature: z.string().default("") });
const keyParams = z.object({ "*": z.string() });

export const filesRoutes: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  const storage = storageFor(filesDir);
  const denied = { statusCode: 403, message: "This link is invalid or has expired" };

  app.get(
    "/files/*",
    { schema: { tags: ["files"], summary: "Download a file through a signed link", hide: true } },
    async (request, reply) => {
      const key = keyParams.parse(request.params)["*"];
      const { expires, signature } = signedQuery.parse(request.query);
      if (!storage.verify(key, "GET", expires, signature)) {
        return reply.code(403).send(errorBody(403, denied.message, { code: "forbidden" }));
      }
      const file = await storage.get(key);
      if (!file) return reply.code(404).send(errorBody(404, "File not found", { code: "not_found" }));
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("cache-control", "private, max-age=300")
        .header("x-content-type-options", "nosniff")
        .send(file.stream);
    },
  );

  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: SIGNED_UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    uploads.put(
      "/files/*",
      { schema: { tags: ["files"], summary: "Upload a file through a signed link", hide: true } },
      async (request, reply) => {
        const key = keyParams.parse(request.params)["*"];
        const { expires, signature } = signedQuery.parse(request.query);
        if (!storage.verify(key, "PUT", expires, signature)) {
          return reply.code(403).send(errorBody(403, denied.message, { code: "forbidden" }));
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          return reply.code(400).send(errorBody(400, ["the file is empty"], { code: "validation_failed" }));
        }
        const contentType = request.headers["content-type"] ?? "application/octet-stream";
        await storage.put(key, body, contentType);
        return { key };
      },
    );
  });
};
