import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";

/** What every module's routes are built with. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Serve the built web app from apps/web/dist (npm start). */
  serveWeb?: boolean;
}
