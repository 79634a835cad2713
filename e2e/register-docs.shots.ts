// The register's screenshots in docs/ (issue 15): a cashier's cart of seven lines on the demo's open register at the
// counter's sizes, 1024×768 and 1440×900, light and dark. Run when the register's look changes, on a fresh demo
// database (journeys leave registers and products of their own):
// SCREENSHOTS=1 npx playwright test --project=screenshots e2e/register-docs.shots.ts
import { expect, type Page, test } from "@playwright/test";
import { CASHIER_EMAIL, signIn } from "./support/session.ts";

async function sevenLines(page: Page) {
  await page.goto("/pos");
  await page
    .getByRole("button", { name: /Drawer open/ })
    .first()
    .click();
  await expect(page.getByLabel("Find or scan a product")).toBeFocused();
  // A cart kept from an earlier visit is cleared first, so the shot shows the same seven lines every time.
  if ((await page.getByTestId("cart-line").count()) > 0) {
    await page.getByRole("button", { name: "Clear the cart" }).click();
    await page
      .getByRole("alertdialog", { name: "Clear this cart?" })
      .getByRole("button", { name: "Clear cart" })
      .click();
  }
  const products = page.getByRole("list", { name: "Products" }).getByRole("button");
  for (let i = 0; i < 7; i++) {
    await products.nth(i).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(i + 1);
  }
  await expect(page.getByTestId("offline-freshness")).toBeVisible();
}

test("the register's screenshots in docs/", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, CASHIER_EMAIL);
  await sevenLines(page);
  for (const [width, height] of [
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The first product's row stays as the mouse left it; the pointer moves off the screen's content.
      await page.mouse.move(0, height - 1);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `docs/register-${width}x${height}-${scheme}.png` });
    }
  }
  await context.close();
});
