// Emits the service worker (sw/service-worker.js) with the list of every file of the build and a version taken from
// their names, so each build has its own cache and a new build is an update the page is told about (decision 0027).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const SOURCE = path.join(import.meta.dirname, "service-worker.js");

export function serviceWorker(): Plugin {
  return {
    name: "verdant-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const emitted = Object.keys(bundle).filter((name) => !name.endsWith(".map"));
      const files = ["/index.html", ...emitted.filter((n) => n !== "index.html").map((n) => `/${n}`)];
      const publicFiles = ["/favicon.svg", "/theme.js", "/manifest.webmanifest"];
      const version = createHash("sha256").update(files.sort().join("\n")).digest("hex").slice(0, 12);
      const build = { version, files: [...new Set([...files, ...publicFiles])] };
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: `self.__VERDANT_BUILD = ${JSON.stringify(build)};\n${readFileSync(SOURCE, "utf8")}`,
      });
    },
  };
}
