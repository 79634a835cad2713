// Chooses the storage adapter once at start (storage.ts): the database's table on a PostgreSQL server
// (DATABASE_URL), the local folder in the embedded mode.
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { DatabaseFileStorage, databaseSigningSecret } from "./database-files.ts";
import { LocalDiskStorage } from "./local-disk.ts";
import { type FileStorage, folderSigningSecret, UrlSigner } from "./storage.ts";

/** The storage of this installation: TOKEN_SECRET signs links when set, else a secret the storage keeps. */
export async function openFileStorage(config: Config, database: Database): Promise<FileStorage> {
  const configured = config.tokenSecret ? Buffer.from(config.tokenSecret) : undefined;
  if (database.engine === "postgres") {
    return new DatabaseFileStorage(
      database.db,
      new UrlSigner(configured ?? (await databaseSigningSecret(database.db))),
    );
  }
  return new LocalDiskStorage(config.filesDir, new UrlSigner(configured ?? folderSigningSecret(config.filesDir)));
}
