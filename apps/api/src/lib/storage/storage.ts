// File storage behind one interface, chosen once at start (open-storage.ts): a local folder for the embedded mode
// (local-disk.ts), the database's stored_files table when the database is a PostgreSQL server (database-files.ts),
// so every API process behind a load balancer reads the same files. Links are signed with HMAC and expire, so a
// browser can fetch or upload a file without the api-key or a bearer token, and only for the key and the minutes
// it was given; an upload link is single-use (a key is written once).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface StoredFile {
  data: Buffer;
  size: number;
  /** The type read from the bytes when the file was stored. */
  contentType: string;
}

/** Keys are '/'-separated words of safe characters: no '..', no absolute paths, no hidden names. */
export const isSafeKey = (key: string) =>
  key.length <= 500 && key.split("/").every((part) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part) && part !== "..");

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/** The URL prefix the files routes serve (the api-key check leaves it open: the signature is the key). */
export const FILES_PREFIX = "/api/files";

export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  private sign(key: string, method: string, expires: string): string {
    return createHmac("sha256", this.secret).update(`${method}\n${key}\n${expires}`).digest("base64url");
  }

  url(key: string, method: "GET" | "PUT", expiresInSeconds: number, now = Date.now()): string {
    const expires = String(Math.floor(now / 1000) + expiresInSeconds);
    const signature = this.sign(key, method, expires);
    return `${FILES_PREFIX}/${key}?expires=${expires}&signature=${signature}`;
  }

  verify(key: string, method: string, expires: string, signature: string, now = Date.now()): boolean {
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
    const expected = Buffer.from(this.sign(key, method, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The adapters differ in where bytes live; links are signed the same way for both. */
export abstract class FileStorage {
  constructor(private readonly signer: UrlSigner) {}

  /** Stores the file; with `ifAbsent`, only when nothing is stored under the key yet (answers false then). */
  abstract put(key: string, data: Buffer, contentType: string, options?: { ifAbsent?: boolean }): Promise<boolean>;
  /** undefined when nothing is stored under the key. */
  abstract get(key: string): Promise<StoredFile | undefined>;
  abstract remove(key: string): Promise<void>;

  /** A link to GET (download) or PUT (upload) the key until expiresInSeconds from now. */
  signedUrl(key: string, options: { method: "GET" | "PUT"; expiresInSeconds: number }): string {
    return this.signer.url(assertSafeKey(key), options.method, options.expiresInSeconds);
  }

  /** Checks a link made by signedUrl: the key, method and expiry it carries, and that it is not past. */
  verify(key: string, method: string, expires: string, signature: string): boolean {
    return isSafeKey(key) && this.signer.verify(key, method, expires, signature);
  }
}

/** The signing secret of a files folder: made once, kept beside the files so restarts keep links valid. */
export function folderSigningSecret(root: string): Buffer {
  const file = path.join(root, ".signing-key");
  try {
    return readFileSync(file);
  } catch {
    mkdirSync(root, { recursive: true });
    const secret = randomBytes(32);
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
