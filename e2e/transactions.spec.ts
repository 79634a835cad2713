// The transactions list keeps its filters in the URL, exports what it shows as CSV, and tells a cashier the list
// holds only their own sales (the API filters them; the register journey covers a day of sales in the list).
import { expect, test } from "@playwright/test";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn } from "./support/session.ts";

test("filters live in the URL and the filtered list exports as CSV", async ({ page }) => {
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/transactions?status=REFUNDED&paymentType=CASH&from=2026-01-01&to=2026-01-31");
  await expect(page.getByRole("heading", { name: "Transactions" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveText("Refunded");
  await expect(page.getByLabel("Payment type")).toHaveText("Cash");
  await expect(page.getByLabel("From")).toHaveValue("2026-01-01");
  await expect(page.getByText("No sales match")).toBeVisible();

  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "All statuses" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/paymentType=CASH/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8").split("\n")[0]).toMatch(/receipt/i);
});

test("a cashier's list is their own sales, without void or refund", async ({ page }) => {
  await signIn(page, CASHIER_EMAIL);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
  await expect(page.getByText("Your sales at this location.")).toBeVisible();
  const rows = page.getByRole("row").filter({ has: page.getByRole("link", { name: /^#\d+/ }) });
  await expect(rows.first()).toBeVisible();
  // The cashier column (the 4th) names one person only: the signed-in cashier.
  const cashiers = new Set(await rows.locator("td:nth-child(4)").allTextContents());
  expect(cashiers.size).toBe(1);
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Receipt #\d+/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Void" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
});
