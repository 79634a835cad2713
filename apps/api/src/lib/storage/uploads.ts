// Reads one uploaded file from a multipart request (vendor licenses, product images): the size is capped while
// streaming and the type is read from the content, never from the name or the declared type.

import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, say } from "../app-error.ts";
import { type DetectedType, detectFileType, typeLabel } from "./file-types.ts";

export interface Upload {
  data: Buffer;
  type: DetectedType;
  filename: string;
  /** The multipart text fields sent with the file (e.g. fileType). */
  fields: Record<string, string>;
}

export interface UploadRules {
  maxBytes: number;
  allowed: readonly DetectedType[];
  /** How the file is named in messages: "license file", "image". */
  what: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A 413 in the one error shape (the error handler passes 4xx messages through). */
const tooLarge = (rules: UploadRules) =>
  Object.assign(new Error(`The ${rules.what} must be at most ${megabytes(rules.maxBytes)}`), { statusCode: 413 });

export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError("validation_failed", [say("upload.required")]);
  }
  const fields: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          await part.toBuffer();
          continue;
        }
        file = { data: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(rules);
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") {
      throw new AppError("validation_failed", [say("upload.one")]);
    }
    throw error;
  }
  if (!file || file.data.length === 0) throw new AppError("validation_failed", [say("upload.fileRequired")]);
  const type = detectFileType(file.data);
  if (!type || !rules.allowed.includes(type)) {
    throw new AppError("validation_failed", [say("upload.type", { types: rules.allowed.map(typeLabel).join(", ") })]);
  }
  return { data: file.data, type, filename: file.filename, fields };
}
