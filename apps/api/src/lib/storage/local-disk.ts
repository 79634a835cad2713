// The default storage: files under config.filesDir, each with a small JSON sidecar holding its content type.
import { createReadStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage, StoredFile, UrlSigner } from "./storage.ts";

/** Keys are '/'-separated words of safe characters: no '..', no absolute paths. */
export const isSafeKey = (key: string) =>
  key.length <= 500 && key.split("/").every((part) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part) && part !== "..");

export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, "utf8")]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { stream: createReadStream(file), size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  signedUrl(key: string, options: { method: "GET" | "PUT"; expiresInSeconds: number }): string {
    this.pathOf(key);
    return this.signer.url(key, options.method, options.expiresInSeconds);
  }

  verify(key: string, method: string, expires: string, signature: string): boolean {
    return isSafeKey(key) && this.signer.verify(key, method, expires, signature);
  }
}
