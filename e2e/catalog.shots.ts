// Every catalog and vendor screen in light and dark, written to screenshots/ for a person to look over (not a test
// of behaviour: the journeys are). Run: SCREENSHOTS=1 npx playwright test --project screenshots e2e/catalog.shots.ts
import { type Browser, type Page, test } from "@playwright/test";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn } from "./support/session.ts";

const themes = ["light", "dark"] as const;

async function open(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const shot = (page: Page, name: string, theme: string, fullPage = true) =>
  page.screenshot({ path: `screenshots/${name}-${theme}.png`, fullPage, animations: "disabled" });

/** Waits for the list under the page header to show rows (not skeletons). */
const settled = (page: Page) => page.getByRole("navigation", { name: "Pagination" }).waitFor();

for (const theme of themes) {
  test(`catalog and product screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await open(browser, theme);
    await signIn(page, MANAGER_EMAIL);

    await page.goto("/catalog");
    await settled(page);
    await shot(page, "catalog", theme);
    await page.getByRole("button", { name: "Filter by brand" }).click();
    await page.getByRole("option").first().waitFor();
    await shot(page, "catalog-filter", theme, false);
    await page.getByRole("option").first().click();
    await page.getByRole("option").nth(1).click();
    await page.keyboard.press("Escape");
    await page.getByRole("checkbox", { name: "Select all on this page" }).click();
    await shot(page, "catalog-selection", theme, false);
    await page.getByRole("tab", { name: "Archived" }).click();
    await page
      .getByText("Nothing is archived")
      .or(page.getByRole("navigation", { name: "Pagination" }))
      .first()
      .waitFor();
    await shot(page, "catalog-archived", theme, false);

    await page.goto("/catalog");
    await settled(page);
    await page.getByRole("button", { name: "New product" }).first().click();
    const editor = page.getByRole("dialog", { name: "New product" });
    await editor.getByRole("button", { name: "Create product" }).click();
    await editor.getByText("Name is required").waitFor();
    await shot(page, "product-new-errors", theme, false);
    await page.keyboard.press("Escape");
    await page.getByRole("row").nth(1).getByRole("button").first().click();
    const edit = page.getByRole("dialog", { name: "Edit product" });
    await edit.getByLabel("Price").waitFor();
    await shot(page, "product-edit", theme, false);
    await edit.getByLabel("Brand", { exact: true }).click();
    await page.getByRole("combobox", { name: "Search brands" }).fill("Zz new brand");
    await page.getByRole("option", { name: "Create “Zz new brand”" }).waitFor();
    await shot(page, "product-picker-create", theme, false);
    await page.keyboard.press("Escape");
    await edit.getByRole("group", { name: "Image" }).scrollIntoViewIfNeeded();
    await shot(page, "product-edit-bottom", theme, false);
    await page.keyboard.press("Escape");

    await page.goto("/products");
    await settled(page);
    await shot(page, "products", theme);

    const cashier = await open(browser, theme);
    await signIn(cashier, CASHIER_EMAIL);
    await cashier.goto("/catalog");
    await settled(cashier);
    await shot(cashier, "catalog-cashier", theme);
  });

  test(`brand, lookup and vendor screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await open(browser, theme);
    await signIn(page, MANAGER_EMAIL);
    await page.goto("/brands");
    await settled(page);
    await shot(page, "brands", theme);
    await page.getByRole("button", { name: "New brand" }).first().click();
    await shot(page, "brand-new", theme, false);
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    await shot(page, "brand-delete-in-use", theme, false);
    await page.keyboard.press("Escape");

    for (const section of ["categories", "strains", "tags", "priorities"]) {
      await page.goto(`/configure/${section}`);
      await settled(page);
      await shot(page, `configure-${section}`, theme);
    }
    await page.getByRole("button", { name: "New priority" }).first().click();
    await shot(page, "priority-new", theme, false);
    await page.keyboard.press("Escape");
    await page.goto("/configure/categories");
    await settled(page);
    await page.getByRole("button", { name: "New category" }).first().click();
    await shot(page, "category-new", theme, false);
    await page.keyboard.press("Escape");

    await page.goto("/vendors");
    await settled(page);
    await shot(page, "vendors", theme);
    await page.getByRole("row").nth(1).getByRole("button").first().click();
    await page.getByRole("dialog", { name: "Edit vendor" }).waitFor();
    await shot(page, "vendor-edit", theme, false);
    await page
      .getByRole("dialog")
      .getByRole("group", { name: /License/ })
      .scrollIntoViewIfNeeded();
    await shot(page, "vendor-edit-license", theme, false);
    await page.keyboard.press("Escape");
    await page.goto("/vendors?name=zzzz-nothing");
    await page.getByText("No vendors match").waitFor();
    await shot(page, "vendors-empty", theme, false);
  });
}
