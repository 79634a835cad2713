// Issue 15, lists: the products and inventory lists sort by the columns people sort by and offer a page size, all
// kept in the URL; the products table and its filter bar fit a 1440 px desktop and a 1024 px tablet.
import { expect, type Page, test } from "@playwright/test";
import { MANAGER_EMAIL, signIn } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

/** The money amounts of a column, as numbers (cents), in row order. */
async function amounts(page: Page, column: number) {
  const texts = await page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^0-9]/g, "")));
}

/** Nothing wider than the window: no horizontal scroll on the page or inside the table's card. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const tables = Array.from(document.querySelectorAll("table")).map((t) => {
      const box = t.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    return { page: root.scrollWidth - root.clientWidth, tables };
  });
  expect(overflow.page).toBeLessThanOrEqual(0);
  for (const extra of overflow.tables) expect(extra).toBeLessThanOrEqual(0);
}

test("products sort by their headers and a sort choice, change page size, and fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/products");
  await expect(page.getByRole("row")).toHaveCount(11);

  // Price, lowest first, then highest first: the header is the sort button, and the URL keeps it.
  await page.getByRole("button", { name: "Sort by price" }).click();
  await expect(page).toHaveURL(/sortBy=price/);
  await expect(page.getByRole("columnheader", { name: "Sort by price" })).toHaveAttribute("aria-sort", "ascending");
  const priceColumn = (await page.locator("thead th").allInnerTexts()).findIndex((t) => /price/i.test(t)) + 1;
  let prices = await amounts(page, priceColumn);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.getByRole("button", { name: "Sort by price" }).click();
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(page.getByRole("columnheader", { name: "Sort by price" })).toHaveAttribute("aria-sort", "descending");
  await expect(async () => {
    prices = await amounts(page, priceColumn);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }).toPass();

  // The page size, kept across a reload with the sort.
  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "25 per page" }).click();
  await expect(page).toHaveURL(/limit=25/);
  await expect(page.getByRole("row")).toHaveCount(26);
  await page.reload();
  await expect(page.getByRole("row")).toHaveCount(26);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Price, highest first");

  // The sort choice offers what the headers do not: SKU.
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "SKU, A to Z" }).click();
  await expect(page).toHaveURL(/sortBy=sku/);
  await expect(async () => {
    const skus = await page.locator("tbody tr td:first-child .font-mono").allInnerTexts();
    expect(skus.length).toBe(25);
    expect(skus).toEqual([...skus].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }).toPass();

  // The filter bar sits on one line at 1440 px, and the table fits at 1440 and on a tablet.
  const bar = page.getByRole("searchbox").locator("xpath=ancestor::div[contains(@class,'flex-wrap')][1]");
  const tops = await bar.evaluate((el) =>
    Array.from(el.children).map((c) => Math.round(c.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  await expectNoHorizontalOverflow(page);
  await shoot(page, "products-1440");
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoHorizontalOverflow(page);
  // On a tablet too the search, the two choices and the button share one line.
  await expect(async () => {
    const line = await bar.evaluate((el) =>
      Array.from(el.children).map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(new Set(line).size).toBe(1);
  }).toPass();
  await shoot(page, "products-1024");
});

test("inventory sorts by product, quantity, receipt and expiry, with a page size, in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/inventory?inventoryStatus=ALL");
  await expect(page.getByRole("columnheader", { name: "Sort by date received" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );

  await page.getByRole("button", { name: "Sort by product name" }).click();
  await expect(page).toHaveURL(/sortBy=product/);
  await expect(async () => {
    const names = (await page.locator("tbody tr td:nth-child(2) a").allInnerTexts()).map((n) => n.toLowerCase());
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }).toPass();

  await page.getByRole("button", { name: "Sort by quantity" }).click();
  await page.getByRole("button", { name: "Sort by quantity" }).click();
  await expect(page).toHaveURL(/sortBy=quantity.*sortOrder=desc|sortOrder=desc.*sortBy=quantity/);
  await expect(page.getByRole("columnheader", { name: "Sort by quantity" })).toHaveAttribute("aria-sort", "descending");

  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "50 per page" }).click();
  await expect(page).toHaveURL(/limit=50/);
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Sort by quantity" })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveText("50 per page");
  await expectNoHorizontalOverflow(page);
  await shoot(page, "inventory-sorted-1440");
});
