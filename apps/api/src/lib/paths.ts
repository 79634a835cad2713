import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** apps/api, found from src/** (tsx) or dist (the bundle). */
export function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("apps/api (with its drizzle folder) not found");
}

export const migrationsDir = () => path.join(apiRoot(), "drizzle");
export const webDistDir = () => path.resolve(apiRoot(), "..", "web", "dist");
