// The transactions list keeps its filters in the URL, exports what it shows as CSV, and tells a cashier the list
// holds only their own sales (the API filters them; the register journey covers a day of sales in the list).
import { expect, test } from "@playwright/test";
import type { Sale } from "@verdant/shared/sales";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

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

test("the list sorts by a column's header and changes its page size, kept in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/transactions");
  const receipts = page.getByRole("link", { name: /^#\d+$/ });
  await expect(receipts.first()).toBeVisible();
  const numbers = async () => (await receipts.allTextContents()).map((t) => Number(t.slice(1)));
  await page.getByRole("button", { name: "Sort by receipt number" }).click();
  await expect(page).toHaveURL(/sortBy=receiptNumber&sortOrder=asc/);
  await expect(page.getByRole("columnheader", { name: "Sort by receipt number" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const increasing = (n: number[]) => n.length > 1 && n.every((x, i) => i === 0 || n[i - 1]! < x);
  await expect.poll(async () => increasing(await numbers())).toBe(true);
  await page.getByRole("button", { name: "Sort by receipt number" }).click();
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(page.getByRole("columnheader", { name: "Sort by receipt number" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect.poll(async () => increasing((await numbers()).reverse())).toBe(true);

  await page.getByLabel("Rows per page").click();
  await page.getByRole("option", { name: "25 per page" }).click();
  await expect(page).toHaveURL(/limit=25/);
  await expect(receipts).toHaveCount(25);
  await page.reload();
  await expect(page.getByLabel("Rows per page")).toHaveText("25 per page");
  await expect(page.getByRole("columnheader", { name: "Sort by receipt number" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await shoot(page, "transactions-sorted-1440");
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

test("a sold line opens how the sale priced it: each tax's rate, base and amount as recorded", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/transactions");
  const receipt = page.getByRole("link", { name: /^#\d+$/ }).first();
  // The sale this link opens (hovering another row preloads that one, so its answer is matched by the id).
  const saleId = (await receipt.getAttribute("href"))!.split("/").pop()!;
  const detail = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/transactions/${saleId}`));
  await receipt.click();
  const { sale } = (await (await detail).json()) as { sale: Sale };
  await expect(page.getByRole("heading", { name: /^Receipt #\d+/ })).toBeVisible();
  const recorded = sale.lines.find((l) => l.taxes.some((x) => !x.exemptReason && x.amountCents > 0));
  expect(recorded, "a demo sale's line carries a tax").toBeTruthy();
  const tax = recorded!.taxes.find((x) => !x.exemptReason && x.amountCents > 0)!;

  const line = page.getByTestId("sold-line").filter({ hasText: recorded!.name }).first();
  const open = line.getByRole("button", { name: new RegExp(recorded!.name) });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const explained = line.getByLabel("How this line is priced");
  const amount = (cents: number) =>
    new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  await expect(explained.getByText(/ × .+ (each|per g)$/)).toBeVisible();
  const row = explained.getByTestId("line-tax").filter({ hasText: tax.name }).first();
  await expect(row).toContainText(`${tax.ratePpm / 10_000}% of`);
  await expect(row).toContainText(amount(tax.baseCents));
  await expect(row).toContainText(amount(tax.amountCents));
  await shoot(page, "transaction-line-explained-1440");
});
