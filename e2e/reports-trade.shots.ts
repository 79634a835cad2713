// The discounts, purchasing and customers reports in light and dark at 1440x900, with an empty period's chart,
// written to screenshots/ for a person to look over.
// Run: SCREENSHOTS=1 npx playwright test --project screenshots e2e/reports-trade.shots.ts
import { type Browser, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";
import { MANAGER_EMAIL } from "./support/session.ts";

const storeDay = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date(Date.now() - daysAgo * 864e5));

async function open(browser: Browser, theme: "light" | "dark") {
  const page = await (
    await browser.newContext({ colorScheme: theme, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(MANAGER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  return page;
}

for (const theme of ["light", "dark"] as const) {
  test(`trade report screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await open(browser, theme);
    const period = `from=${storeDay(30)}&to=${storeDay(0)}`;
    for (const [report, ready] of [
      ["discounts", "By discount"],
      ["purchasing", "Vendor licenses"],
      ["customers", "Top customers"],
    ] as const) {
      await page.goto(`/reports/${report}?${period}`);
      await page.getByRole("table", { name: ready }).waitFor();
      await page.screenshot({ path: `screenshots/reports-${report}-1440-${theme}.png`, fullPage: true });
    }
    await page.goto("/reports/discounts?from=2020-01-01&to=2020-01-31");
    await page.getByText("No discounts given in this period").first().waitFor();
    await page.screenshot({ path: `screenshots/reports-discounts-empty-1440-${theme}.png`, fullPage: true });
    if (theme === "light") {
      await page.goto(`/reports/purchasing?${period}`);
      await page.getByRole("table", { name: "Vendor licenses" }).waitFor();
      await page.emulateMedia({ media: "print" });
      await page.screenshot({ path: "screenshots/reports-purchasing-print.png", fullPage: true });
    }
  });
}
