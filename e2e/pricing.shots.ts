// Customers, discounts and tax screens in light and dark, written to screenshots/ for a person to look over (the
// journeys test behaviour). Run: SCREENSHOTS=1 npx playwright test --project screenshots e2e/pricing.shots.ts
import { type Browser, type Page, test } from "@playwright/test";
import { switchLocation } from "./support/organizations.ts";
import { MANAGER_EMAIL, signIn } from "./support/session.ts";

const themes = ["light", "dark"] as const;

async function open(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const shot = async (page: Page, name: string, theme: string) => {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `screenshots/${name}-${theme}.png`, fullPage: true, animations: "disabled" });
};

for (const theme of themes) {
  test(`pricing screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await open(browser, theme);
    await signIn(page, MANAGER_EMAIL);
    await switchLocation(page, "Los Angeles");

    await page.goto("/configure/taxes");
    await page.getByRole("link", { name: "Cannabis — Los Angeles" }).waitFor();
    await shot(page, "taxes-groups", theme);
    await page.getByRole("link", { name: "Cannabis — Los Angeles" }).click();
    await page.getByRole("list", { name: "Rates in order" }).waitFor();
    await shot(page, "taxes-group-detail", theme);
    await page.getByRole("button", { name: "Add rate" }).click();
    await page.getByRole("button", { name: "Create rate" }).click();
    await shot(page, "taxes-rate-dialog-errors", theme);
    await page.keyboard.press("Escape");
    await page.goto("/configure/taxes/rates");
    await page.getByRole("cell", { name: "CA cannabis excise", exact: true }).first().waitFor();
    await shot(page, "taxes-rates", theme);
    await page.goto("/configure/taxes/assignments");
    await page.getByRole("cell", { name: "Dried Flower", exact: true }).waitFor();
    await shot(page, "taxes-assignments", theme);
    await page.getByRole("button", { name: "Assign tax group to Dried Flower" }).click();
    await page.getByRole("dialog", { name: "Assign tax group" }).waitFor();
    await shot(page, "taxes-assign-dialog", theme);
    await page.keyboard.press("Escape");
    await page.goto("/configure/taxes/preview");
    await page.getByRole("list", { name: "Matching products" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Calculate tax" }).click();
    await page.getByLabel("Tax preview result").waitFor();
    await shot(page, "taxes-preview", theme);
    await page.goto("/configure/taxes/limits");
    await page.getByRole("radiogroup", { name: "Purchase-limit profile" }).waitFor();
    await shot(page, "taxes-limits", theme);

    await page.goto("/marketing");
    await page.getByRole("link", { name: "$5 off orders over $50" }).waitFor();
    await shot(page, "marketing-discounts", theme);
    await page.getByRole("link", { name: "$5 off orders over $50" }).click();
    await page.getByRole("region", { name: "Affected products" }).waitFor();
    await shot(page, "marketing-discount-confirm", theme);
    await page.goto("/marketing/discount");
    await shot(page, "marketing-discount-details", theme);

    await page.goto("/customers");
    await page.getByRole("navigation", { name: "Pagination" }).waitFor();
    await shot(page, "customers", theme);
    await page.getByRole("button", { name: "New customer" }).click();
    await page.getByRole("button", { name: "Create customer" }).click();
    await shot(page, "customers-new-errors", theme);
    await page.keyboard.press("Escape");
    await page.locator("tbody a").first().click();
    await page.getByText("Customer since").waitFor();
    await page
      .getByText(/g left/)
      .first()
      .waitFor();
    await shot(page, "customers-profile", theme);
  });
}
