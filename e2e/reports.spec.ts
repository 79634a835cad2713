// The reports a manager reads every night and a bookkeeper files every month, on the demo store's history:
// the end of day of a closed day (by drawer, as CSV, on paper and by e-mail to the owner), a cashier's own view,
// and the tax liability of a period with its line-level CSV.
import { expect, type Page, test } from "@playwright/test";
import { switchLocation } from "./support/organizations.ts";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn, toast } from "./support/session.ts";
import { lastClosedDay, storeDay } from "./support/store-days.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  return { name: download.suggestedFilename(), text };
}

test("a manager reads the last closed day's end of day by drawer, exports, prints and e-mails it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  await nav(page).getByRole("link", { name: "End of day" }).click();
  await expect(page.getByRole("heading", { name: "End of day" })).toBeVisible();

  const closedDay = await lastClosedDay(page, request);
  await page.getByRole("textbox", { name: "Day" }).fill(closedDay);
  await expect(page).toHaveURL(new RegExp(`date=${closedDay}`));
  // The day's own report, not the one it replaces while loading: its heading is the day, as the browser writes it.
  const heading = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`)),
    closedDay,
  );
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText(/still open/)).toHaveCount(0);
  await expect(page.getByText("Net sales").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tax by rate" })).toBeVisible();
  await expect(page.getByText(/^Counted CA\$/)).toBeVisible();

  await page.getByRole("combobox", { name: "Drawer" }).click();
  const drawers = page.getByRole("option");
  expect(await drawers.count()).toBeGreaterThan(2);
  const first = (await drawers.nth(1).textContent())!;
  await drawers.nth(1).click();
  await expect(page).toHaveURL(/drawer=/);
  // The sheet names the drawer once its own report is there (never another report standing in while it loads).
  await expect(page.getByRole("article").getByText(first, { exact: true })).toBeVisible();

  const csv = await downloaded(page, "Export CSV");
  expect(csv.name).toBe(`end-of-day-${closedDay}.csv`);
  expect(csv.text.split("\n")[0]).toBe("Drawer,Section,Item,Value");
  expect(csv.text).toContain(",Cash,Over/short,");

  await page.getByRole("button", { name: "E-mail to owner" }).click();
  await expect(toast(page, "End of day sent to the owner (owner@demo.store)")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "End of day · Vancouver" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});

test("a cashier's end of day holds only their own drawers, and tax liability is not theirs", async ({ page }) => {
  await signIn(page, CASHIER_EMAIL);
  await expect(nav(page).getByRole("link", { name: "Tax liability" })).toHaveCount(0);
  await nav(page).getByRole("link", { name: "End of day" }).click();
  await expect(page.getByText("The Z report of the drawers you opened.")).toBeVisible();
  await expect(page.getByText("Your drawers only")).toBeVisible();
});

test("a bookkeeper files a period's tax per rate and exports every taxed line", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  await nav(page).getByRole("link", { name: "Tax liability" }).click();
  await expect(page.getByRole("heading", { name: "Tax liability" })).toBeVisible();

  const from = storeDay(7);
  const to = storeDay(0);
  await page.getByRole("textbox", { name: "From" }).fill(from);
  await page.getByRole("textbox", { name: "To" }).fill(to);
  // "To" left at its default (today in the browser) stays out of the URL, so only a changed day shows there.
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(to);
  const byRate = page.getByRole("table").last();
  await expect(byRate.getByRole("row", { name: /^Total/ })).toBeVisible();
  const rates = byRate.getByRole("row").filter({ hasNotText: /^(Rate|Total)/ });
  expect(await rates.count()).toBeGreaterThan(0);
  await expect(page.getByText("Net tax owed")).toBeVisible();

  const csv = await downloaded(page, "Export CSV");
  expect(csv.name).toBe(`tax-liability-${from}-${to}.csv`);
  const lines = csv.text.trim().split("\n");
  expect(lines[0]).toBe("Kind,Date,Receipt,Customer type,Product,SKU,Category,Line net,Rate,Rate %,Base,Tax");
  expect(lines.length).toBeGreaterThan(10);

  await page.getByRole("button", { name: "Last month" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
});

test("a manager compares a week's sales by category with the week before and exports them", async ({ page }) => {
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  await nav(page).getByRole("link", { name: "Sales", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sales", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "From" }).fill(storeDay(6));
  await page.getByRole("textbox", { name: "To" }).fill(storeDay(0));
  await page.getByRole("combobox", { name: "Group by" }).click();
  await page.getByRole("option", { name: "By category" }).click();
  await expect(page).toHaveURL(/groupBy=category/);
  await expect(page.getByRole("columnheader", { name: "Category" })).toBeVisible();
  await expect(page.getByText("Gross margin")).toBeVisible();
  const rows = page.getByRole("row").filter({ hasNotText: /^Category/ });
  expect(await rows.count()).toBeGreaterThan(1);
  const csv = await downloaded(page, "Export CSV");
  expect(csv.name).toBe(`sales-category-${storeDay(6)}-${storeDay(0)}.csv`);
  expect(csv.text.split("\n")[0]).toMatch(/^category,Sales,Units,Grams,Net sales,Cost,Margin/);
});

test("a manager reads the stock value by room and the week's shrink", async ({ page }) => {
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  await nav(page).getByRole("link", { name: "Stock value" }).click();
  await expect(page.getByRole("heading", { name: "Inventory value and shrink" })).toBeVisible();
  await page.getByRole("combobox", { name: "Value by" }).click();
  await page.getByRole("option", { name: "By room" }).click();
  await expect(page).toHaveURL(/groupBy=room/);
  const value = page.getByRole("table", { name: "Stock value" });
  await expect(value.getByRole("row", { name: /Sales Floor/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Shrink" })).toBeVisible();
});
