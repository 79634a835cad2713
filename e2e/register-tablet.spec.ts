// The register as a cashier uses it on a tablet (1024×768 landscape, and 1180×820): a deep link to /pos returns
// there after sign-in, the register is full screen (no sidebar) with touch-sized controls, the cart shows five lines
// and more with the totals beneath (at 1440×900 all seven), and the cart survives navigation, a reload and a
// browser restart until it is cleared on purpose. (The register's screenshots in docs/: register-docs.shots.ts.)
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";
import { CASHIER_EMAIL } from "./support/session.ts";

const TABLET = { width: 1024, height: 768 };

async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(CASHIER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function addProducts(page: Page, count: number) {
  const products = page.getByRole("list", { name: "Products" }).getByRole("button");
  await expect(products.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i++) {
    await products.nth(i).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(i + 1);
  }
}

/** Every button, field and summary the page shows (dialogs too) is at least 44 px each way (inputs: tall). */
async function expectTouchSized(page: Page) {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>("main button, main input, main summary, header button"),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const wide = el.tagName === "INPUT" || box.width >= 44;
      if (box.height < 44 || !wide) found.push(`${el.tagName} "${el.getAttribute("aria-label") ?? el.textContent}"`);
    }
    return found;
  });
  expect(small).toEqual([]);
}

/** The first `lines` cart lines show whole, with the total and Pay on the screen beneath them. */
async function expectCounterLayout(page: Page, lines: number) {
  for (let i = 0; i < lines; i++) await expect(page.getByTestId("cart-line").nth(i)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("cart-total")).toBeInViewport();
  await expect(page.getByRole("button", { name: /^Pay/ })).toBeInViewport();
}

test("a cashier sells on a tablet: full screen, touch sized, and the cart is kept until it is cleared", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();

  // A deep link opened signed out comes back after sign-in.
  await signInAt(page, "/pos");
  await expect(page).toHaveURL(/\/pos/);
  await page
    .getByRole("button", { name: /Drawer open/ })
    .first()
    .click();

  // Full screen: the sidebar folds into the menu button; the register's bar sits in the top bar.
  const search = page.getByLabel("Find or scan a product");
  await expect(search).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toBeVisible();

  // Seven lines: at least five show at once, with the totals and Pay beneath them, all on the screen.
  await addProducts(page, 7);
  await expectCounterLayout(page, 5);
  const name = (await page.getByTestId("cart-line").first().locator("span").first().textContent())!;
  await expect(page.getByRole("list", { name: "Products" }).getByText(name).first()).toBeVisible();
  await expectTouchSized(page);
  // The larger iPad (1180×820) the same; at 1440×900 the lines take the room, so all seven show above the totals.
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expectCounterLayout(page, 5);
  await expectTouchSized(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectCounterLayout(page, 7);
  await page.setViewportSize(TABLET);

  // Reload: the same seven lines.
  const lines = await page.getByTestId("cart-line").allTextContents();
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(7);
  expect(await page.getByTestId("cart-line").allTextContents()).toEqual(lines);

  // Leaving asks first; staying keeps the sale on screen, leaving keeps the cart for later.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave the register?" });
  await expect(ask).toContainText("This cart has 7 lines");
  await ask.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(7);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
  await ask.getByRole("button", { name: "Leave, keep the cart" }).click();
  await expect(page.getByRole("heading", { name: "Transactions" })).toBeVisible();

  // A browser restart (a new browser with what this one stored): the register and its cart come back.
  const storage = test.info().outputPath("tablet-storage.json");
  await context.storageState({ path: storage });
  await context.close();
  const restarted = await browser.newContext({ viewport: TABLET, storageState: storage });
  const again = await restarted.newPage();
  await again.goto("/pos");
  await expect(again.getByTestId("cart-line")).toHaveCount(7);
  expect(await again.getByTestId("cart-line").allTextContents()).toEqual(lines);

  // Cleared on purpose, the cart is gone for good.
  await again.getByRole("button", { name: "Clear the cart" }).click();
  await again
    .getByRole("alertdialog", { name: "Clear this cart?" })
    .getByRole("button", { name: "Clear cart" })
    .click();
  await expect(again.getByTestId("cart-line")).toHaveCount(0);
  await again.reload();
  await expect(again.getByLabel("Find or scan a product")).toBeVisible();
  await expect(again.getByTestId("cart-line")).toHaveCount(0);
  await restarted.close();
});
