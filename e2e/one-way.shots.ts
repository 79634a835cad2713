// The shared table parts (selection and its bulk bar, the reorder handle) on the screens that use them, light and
// dark. Run: SCREENSHOTS=1 npx playwright test --project screenshots e2e/one-way.shots.ts
import { type Browser, type Page, test } from "@playwright/test";
import { switchLocation } from "./support/organizations.ts";
import { MANAGER_EMAIL, signIn } from "./support/session.ts";

const themes = ["light", "dark"] as const;

async function open(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

const shot = async (page: Page, name: string, theme: string) => {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `screenshots/${name}-${theme}.png`, animations: "disabled" });
};

for (const theme of themes) {
  test(`tables with selection and reordering, ${theme}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await open(browser, theme);
    await signIn(page, MANAGER_EMAIL);
    await switchLocation(page, "Los Angeles");

    await page.goto("/configure/taxes");
    await page.getByRole("link", { name: "Cannabis — Los Angeles" }).click();
    await page.getByRole("list", { name: "Rates in order" }).waitFor();
    await page
      .getByRole("button", { name: /^Reorder / })
      .first()
      .focus();
    await shot(page, "one-way-group-rates", theme);

    await page.goto("/marketing");
    await page.getByRole("checkbox", { name: "Select all discounts on this page" }).click();
    await shot(page, "one-way-discounts-selected", theme);

    await page.goto("/customers");
    await page
      .getByRole("checkbox", { name: /^Select (?!all)/ })
      .first()
      .click();
    await shot(page, "one-way-customers-selected", theme);

    await page.goto("/inventory");
    await page
      .getByRole("checkbox", { name: /^Select (?!all)/ })
      .first()
      .click();
    await shot(page, "one-way-inventory-selected", theme);
  });
}
