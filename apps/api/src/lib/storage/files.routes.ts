// Signed file links (storage.ts): GET downloads and PUT uploads a key while its signature holds. No api-key or
// bearer token is needed: the link itself, made for one key by a route that checked access, is the permission.
// A file is served as what its bytes are: inline only for a verified image or PDF, otherwise as a download, and
// always with nosniff and a CSP that runs nothing, so an uploaded page can never run script on our origin.

import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import { errorBody } from "../../plugins/error-handler.ts";
import { detectFileType, typeLabel, typeOfKey } from "./file-types.ts";
import type { FileStorage, StoredFile } from "./storage.ts";

/** Uploads through a signed link (receive-order attachments) stop here. */
export const SIGNED_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** Nothing in a served file may load or run anything; images may still show their own bytes. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const signedQuery = z.object({ expires: z.string().default(""), signature: z.string().default("") });
const keyParams = z.object({ "*": z.string() });

/** The headers of a user's file: its verified type inline (images, PDF), anything else as a download. */
export function sendUserFile(reply: FastifyReply, name: string, file: StoredFile, cacheControl: string) {
  const detected = detectFileType(file.data);
  const inline = detected !== undefined && detected === file.contentType;
  return (
    reply
      .type(inline ? detected : "application/octet-stream")
      .header("content-length", file.size)
      .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${name.replace(/[^\w.-]/g, "_")}"`)
      .header("cache-control", cacheControl)
      .header("x-content-type-options", "nosniff")
      // Chromium shows no PDF in a sandboxed document, so a verified PDF goes without the sandbox flag.
      .header("content-security-policy", detected === "application/pdf" && inline ? FILE_CSP : `${FILE_CSP}; sandbox`)
      .send(file.data)
  );
}

export const filesRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const denied = errorBody(403, "This link is invalid or has expired", { code: "forbidden" });

  app.get(
    "/files/*",
    { schema: { tags: ["files"], summary: "Download a file through a signed link", hide: true } },
    async (request, reply) => {
      const key = keyParams.parse(request.params)["*"];
      const { expires, signature } = signedQuery.parse(request.query);
      if (!storage.verify(key, "GET", expires, signature)) return reply.code(403).send(denied);
      const file = await storage.get(key);
      if (!file) return reply.code(404).send(errorBody(404, "File not found", { code: "not_found" }));
      return sendUserFile(reply, key.slice(key.lastIndexOf("/") + 1), file, "private, max-age=300");
    },
  );

  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: SIGNED_UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    uploads.put(
      "/files/*",
      { schema: { tags: ["files"], summary: "Upload a file through a signed link (once)", hide: true } },
      async (request, reply) => {
        const key = keyParams.parse(request.params)["*"];
        const { expires, signature } = signedQuery.parse(request.query);
        if (!storage.verify(key, "PUT", expires, signature)) return reply.code(403).send(denied);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          return reply.code(400).send(errorBody(400, ["the file is empty"], { code: "validation_failed" }));
        }
        // The link was made for one type (its key's extension); the bytes must be that type, whatever was sent.
        const allowed = typeOfKey(key);
        const detected = detectFileType(body);
        if (!allowed || detected !== allowed) {
          const expected = allowed ? typeLabel(allowed) : "known";
          const message = `file must be a ${expected} file (its content is not)`;
          return reply.code(400).send(errorBody(400, [message], { code: "validation_failed" }));
        }
        if (!(await storage.put(key, body, detected, { ifAbsent: true }))) {
          const used = "This upload link has already been used";
          return reply.code(409).send(errorBody(409, used, { code: "conflict" }));
        }
        return { key };
      },
    );
  });
};
