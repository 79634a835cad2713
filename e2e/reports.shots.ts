// The report screens in light and dark (1440x900, and the end of day at the counter's 1024x768), written to
// screenshots/ for a person to look over. Run: SCREENSHOTS=1 npx playwright test --project screenshots e2e/reports.shots.ts
import { type Browser, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";
import { MANAGER_EMAIL } from "./support/session.ts";

const storeDay = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date(Date.now() - daysAgo * 864e5));

async function open(browser: Browser, theme: "light" | "dark", width: number, height: number) {
  const page = await (await browser.newContext({ colorScheme: theme, viewport: { width, height } })).newPage();
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(MANAGER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  return page;
}

for (const theme of ["light", "dark"] as const) {
  test(`report screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
    ] as const) {
      const page = await open(browser, theme, width, height);
      await page.goto(`/reports/end-of-day?date=${storeDay(1)}`);
      await page.getByRole("heading", { name: "Tax by rate" }).waitFor();
      await page.screenshot({ path: `screenshots/reports-end-of-day-${width}-${theme}.png`, fullPage: true });
      await page.goto(`/reports/tax-liability?from=${storeDay(7)}&to=${storeDay(0)}`);
      await page.getByRole("heading", { name: "By rate", exact: true }).waitFor();
      await page.screenshot({ path: `screenshots/reports-tax-liability-${width}-${theme}.png`, fullPage: true });
      await page.goto(`/reports/sales?from=${storeDay(6)}&to=${storeDay(0)}&groupBy=category`);
      await page.getByText("Gross margin").waitFor();
      await page.screenshot({ path: `screenshots/reports-sales-${width}-${theme}.png`, fullPage: true });
      if (width === 1440 && theme === "light") {
        await page.emulateMedia({ media: "print" });
        await page.screenshot({ path: "screenshots/reports-tax-liability-print.png", fullPage: true });
        await page.goto(`/reports/end-of-day?date=${storeDay(1)}`);
        await page.getByRole("heading", { name: "Tax by rate" }).waitFor();
        await page.screenshot({ path: "screenshots/reports-end-of-day-print.png", fullPage: true });
        await page.pdf({ path: "screenshots/reports-end-of-day.pdf", format: "Letter" });
      }
      await page.close();
    }
  });
}

test("stock value screen, light", async ({ browser }) => {
  const page = await open(browser, "light", 1440, 900);
  await page.goto("/reports/inventory?groupBy=category");
  await page.getByRole("table", { name: "Shrink" }).waitFor();
  await page.screenshot({ path: "screenshots/reports-inventory-1440-light.png", fullPage: true });
});
