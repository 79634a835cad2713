// File storage behind one interface (architecture.md → Growing past one machine): local disk by default; an
// S3-compatible adapter implements the same four calls. Links are signed with HMAC and expire, so a browser can
// fetch or upload a file without the api-key or a bearer token, and only for the key and the minutes it was given.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { LocalDiskStorage } from "./local-disk.ts";

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /** A link to GET (download) or PUT (upload) the key until expiresInSeconds from now. */
  signedUrl(key: string, options: { method: "GET" | "PUT"; expiresInSeconds: number }): string;
  /** Checks a link made by signedUrl: the key, method and expiry it carries, and that it is not past. */
  verify(key: string, method: string, expires: string, signature: string): boolean;
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

/** The signing secret of a files folder: made once, kept beside the files so restarts keep links valid. */
function signingSecret(root: string): Buffer {
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

const instances = new Map<string, FileStorage>();

/** One storage per files folder (config.filesDir), shared by every route that stores files. */
export function storageFor(filesDir: string): FileStorage {
  let storage = instances.get(filesDir);
  if (!storage) {
    storage = new LocalDiskStorage(filesDir, new UrlSigner(signingSecret(filesDir)));
    instances.set(filesDir, storage);
  }
  return storage;
}
