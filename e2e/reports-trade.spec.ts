// The trade reports on the demo store's history: the discounts a week of sales used, what was ordered and received
// by vendor with the open orders and the licenses running out, and the customers of a period, each with its filters
// in the URL, a chart, a CSV export and a print layout.
import { expect, type Page, test } from "@playwright/test";
import { switchLocation } from "./support/organizations.ts";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn } from "./support/session.ts";

const storeDay = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date(Date.now() - daysAgo * 864e5));

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function downloaded(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  return { name: download.suggestedFilename(), lines: text.trim().split("\n") };
}

async function period(page: Page, from: string, to: string) {
  await page.getByRole("textbox", { name: "From" }).fill(from);
  await page.getByRole("textbox", { name: "To" }).fill(to);
  // "To" left at its default (today in the browser) stays out of the URL, so only a changed day shows there.
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(to);
}

async function printsWithoutNavigation(page: Page, heading: string) {
  await page.emulateMedia({ media: "print" });
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
}

async function asManager(page: Page) {
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
}

test("a manager reads what the week's discounts cost and the sales under them", async ({ page }) => {
  await asManager(page);
  await nav(page).getByRole("link", { name: "Discount use" }).click();
  await expect(page.getByRole("heading", { name: "Discounts", exact: true })).toBeVisible();
  await period(page, storeDay(7), storeDay(0));
  const table = page.getByRole("table", { name: "By discount" });
  await expect(table.getByRole("row", { name: /^All discounts/ })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(2);
  await expect(page.getByTestId("report-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  const csv = await downloaded(page);
  expect(csv.name).toBe(`discounts-${storeDay(7)}-${storeDay(0)}.csv`);
  expect(csv.lines[0]).toBe("Discount,Code,Sales,Lines,Units,Grams,Gross,Discount,Net sales");
  expect(csv.lines.at(-1)).toMatch(/^All sales,,\d+,/);
  await printsWithoutNavigation(page, "Discounts · Vancouver");

  // A period before the store opened: the chart keeps its frame and says so.
  await period(page, "2020-01-01", "2020-01-31");
  await expect(page.getByText("No discounts given in this period").first()).toBeVisible();
  await expect(page.getByTestId("report-chart").locator(".recharts-cartesian-grid")).toBeVisible();
});

test("a buyer sets received against ordered by vendor, with open orders and licenses running out", async ({ page }) => {
  await asManager(page);
  await nav(page).getByRole("link", { name: "Purchasing", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Purchasing", exact: true })).toBeVisible();
  await period(page, storeDay(30), storeDay(0));
  await expect(page.getByRole("table", { name: "By vendor" }).getByRole("row")).not.toHaveCount(1);
  const open = page.getByRole("table", { name: "Open purchase orders" });
  await expect(open.getByRole("link", { name: /^PO-/ }).first()).toBeVisible();
  const licenses = page.getByRole("table", { name: "Vendor licenses" });
  await expect(licenses.getByRole("row", { name: /Prairie Extracts.*Expired/ })).toBeVisible();
  await expect(licenses.getByRole("row", { name: /Okanagan Organics.*days left/ })).toBeVisible();
  await expect(licenses.getByRole("row", { name: /Pacific Craft Growers/ })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Licenses running out within" }).click();
  await page.getByRole("option", { name: "Licenses within 365 days" }).click();
  await expect(page).toHaveURL(/expiringWithinDays=365/);
  await expect(licenses.getByRole("row", { name: /Pacific Craft Growers/ })).toBeVisible();

  const csv = await downloaded(page);
  expect(csv.name).toBe(`purchasing-${storeDay(30)}-${storeDay(0)}.csv`);
  expect(csv.lines.some((l) => l.startsWith("License,Pacific Craft Growers"))).toBe(true);
  await printsWithoutNavigation(page, "Purchasing · Vancouver");
  await open.getByRole("link", { name: /^PO-/ }).first().click();
  await expect(page).toHaveURL(/\/purchase-orders\/[0-9a-f-]{36}/);
});

test("a manager reads new against returning customers, the medical share and the top customers", async ({ page }) => {
  await asManager(page);
  await nav(page).getByRole("link", { name: "Customer mix" }).click();
  await expect(page.getByRole("heading", { name: "Customer mix" })).toBeVisible();
  await period(page, storeDay(7), storeDay(0));
  await expect(page.getByText("Medical share")).toBeVisible();
  const top = page.getByRole("table", { name: "Top customers" });
  await expect(top.getByRole("link").first()).toBeVisible();
  expect(await top.getByRole("link").count()).toBeGreaterThan(1);
  await expect(page.getByTestId("report-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  const csv = await downloaded(page);
  expect(csv.lines[0]).toBe("Section,Name,Customers,Sales,Net sales,Last sale");
  expect(csv.lines[5]).toMatch(/^Total,All customers,[1-9]\d*,/);
  await printsWithoutNavigation(page, "Customers · Vancouver");
  const name = (await top.getByRole("link").first().textContent())!;
  await top.getByRole("link").first().click();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}/);
});

test("the trade reports are not a cashier's", async ({ page }) => {
  await signIn(page, CASHIER_EMAIL);
  for (const name of ["Discount use", "Purchasing", "Customer mix"])
    await expect(nav(page).getByRole("link", { name, exact: true })).toHaveCount(0);
});
