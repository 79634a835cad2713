import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "packages/shared", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          root: "apps/api",
          environment: "node",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite clones are cheap but each holds its own WASM heap; two workers fit two cores.
          maxWorkers: 2,
          // A worker imports the app once for all its files (each file still gets its own app on its own database
          // clone): importing it per file was most of the stage's time.
          isolate: false,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
