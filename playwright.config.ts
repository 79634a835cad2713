// Browser journeys (e2e/*.spec.ts) in the system Chromium against the built product on a throwaway
// embedded database, made fresh for every run. Screens for review (written to screenshots/, git-ignored):
// `SCREENSHOTS=1 npx playwright test --project screenshots`.
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// E2E_PORT lets several checkouts run their journeys side by side (each builds and serves its own product).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
const dataDir = path.join(tmpdir(), `verdant-e2e-data-${PORT}`);

export default defineConfig({
  testDir: "e2e",
  // A shard on another port keeps its traces apart: Playwright empties its output folder when it starts.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: false,
  // `npm test` runs the journeys as shards side by side, each one worker on its own server (scripts/test.mjs).
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    // A trace records every action's DOM and a screencast: costly on two cores, so only the retry of a failed journey has one.
    trace: "on-first-retry",
    // The service worker precaches the whole build (~340 files) in every fresh context; only the journeys about it
    // (offline sales, updates) let it run (`test.use({ serviceWorkers: "allow" })`), the rest load as a first visit.
    serviceWorkers: "block",
    // Dialogs, sheets and toasts appear at once (styles.css honours the preference), so a click waits for no animation.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Debian's Chromium run as root in a container: no sandbox, no GPU, and no calls home.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "journeys", testMatch: /.*\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
    ...(process.env.SCREENSHOTS
      ? [{ name: "screenshots", testMatch: /.*\.shots\.ts/, use: { viewport: { width: 1280, height: 860 } } }]
      : []),
  ],
  webServer: {
    // E2E_PREBUILT: the caller built the product once for several shards (they must not build into one dist/ at once).
    command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && ${process.env.E2E_PREBUILT ? "" : "npm run build --silent && "}node apps/api/dist/server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMIT: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      DEV_OUTBOX: "true",
      PUBLIC_URL: baseURL,
    },
  },
});
