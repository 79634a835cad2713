import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { FileStorage } from "./lib/storage/storage.ts";

/** What every module's routes are built with. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Serve the built web app from apps/web/dist (npm start). */
  serveWeb?: boolean;
  /** The file storage chosen at start (lib/storage/open-storage.ts); buildApp opens it when absent. */
  storage?: FileStorage;
  /** Where the log goes (tests read it); stdout when absent. */
  logStream?: NodeJS.WritableStream;
}
