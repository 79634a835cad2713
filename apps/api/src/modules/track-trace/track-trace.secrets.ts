// A linked location's user API key at rest: AES-256-GCM under the server's TRACK_TRACE_KEY (docs/decisions/0021).
// Stored as "v1.<iv>.<tag>.<ciphertext>" in base64url; a wrong key or a changed byte fails to open, never decrypts
// to something else. The plain key lives only in memory while a request to the state is made.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { AppError, say } from "../../lib/app-error.ts";

const ALGORITHM = "aes-256-gcm";

export function sealSecret(key: Buffer | undefined, plain: string): string {
  if (!key) throw missingKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(key: Buffer | undefined, sealed: string): string {
  if (!key) throw missingKey();
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unreadable sealed secret");
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

const missingKey = () => new AppError("conflict", say("metrc.noKey"));
