// The server mode's storage: file bytes in the stored_files table, so every API process on one PostgreSQL
// serves every upload (an upload through one process is there for the next request on another).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../../db/schema/index.ts";
import { assertSafeKey, FileStorage, type StoredFile, type UrlSigner } from "./storage.ts";

/** Not a safe key (it starts with a dot), so no link or upload can ever name it. */
const SIGNING_KEY = ".signing-key";

/** The secret of signed links, made by the first process that needs it and read by every other. */
export async function databaseSigningSecret(db: Db): Promise<Buffer> {
  const secret = randomBytes(32);
  await db
    .insert(storedFiles)
    .values({ key: SIGNING_KEY, contentType: "application/octet-stream", size: secret.length, data: secret })
    .onConflictDoNothing();
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.key, SIGNING_KEY));
  return row!.data;
}

export class DatabaseFileStorage extends FileStorage {
  constructor(
    private readonly db: Db,
    signer: UrlSigner,
  ) {
    super(signer);
  }

  async put(key: string, data: Buffer, contentType: string, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
    const row = { key: assertSafeKey(key), contentType, size: data.length, data };
    const insert = this.db.insert(storedFiles).values(row);
    const written = options.ifAbsent
      ? await insert.onConflictDoNothing().returning({ key: storedFiles.key })
      : await insert
          .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, size: data.length, data } })
          .returning({ key: storedFiles.key });
    return written.length > 0;
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const [row] = await this.db
      .select({ data: storedFiles.data, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.key, assertSafeKey(key)));
    return row ? { data: row.data, size: row.data.length, contentType: row.contentType } : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, assertSafeKey(key)));
  }
}
