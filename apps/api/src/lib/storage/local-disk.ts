// The embedded mode's storage: files under config.filesDir, each with a small JSON sidecar holding its content type.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, FileStorage, type StoredFile, type UrlSigner } from "./storage.ts";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export class LocalDiskStorage extends FileStorage {
  constructor(
    private readonly root: string,
    signer: UrlSigner,
  ) {
    super(signer);
  }

  private pathOf(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, data: Buffer, contentType: string, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      // 'wx' claims the key atomically: of two uploads through one link, only one writes.
      await writeFile(file, data, { flag: options.ifAbsent ? "wx" : "w" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    return true;
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    try {
      const [data, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, "utf8")]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { data, size: data.length, contentType };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }
}
