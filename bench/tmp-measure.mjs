import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(base + "/signin?mode=password");
await page.getByLabel("E-mail or username").fill("owner@demo.store");
await page.getByLabel("Password").fill("demo-password-2026");
await page.getByRole("button", { name: "Sign in", exact: true }).click();
await page.getByRole("heading", { name: "Dashboard" }).waitFor();
const url0 = page.url();
for (const p of paths) {
  const pg = await ctx.newPage();
  const sizes = new Map();
  pg.on("response", async (r) => {
    if (r.url().endsWith(".js")) {
      try {
        const b = await r.body();
        sizes.set(r.url(), gzipSync(b).length);
      } catch {}
    }
  });
  await pg.goto(p.startsWith("http") ? p : new URL(p, url0).toString());
  await pg.waitForLoadState("networkidle");
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(p, (total / 1024).toFixed(1), "kB gz", sizes.size, "files", pg.url());
  const top = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([u, s]) => `${u.split("/").pop()} ${(s / 1024).toFixed(1)}`);
  console.log("  ", top.join(", "));
  await pg.close();
}
await browser.close();
