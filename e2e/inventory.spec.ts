// The /inventory screen: filters live in the URL, and a viewer sees stock without any way to change it.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";

async function signIn(page: Page, email: string) {
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

test("inventory filters are kept in the URL and survive a reload", async ({ page }) => {
  await signIn(page, "manager@demo.store");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page).toHaveTitle("Inventory · Verdant");
  await expect(page.getByRole("combobox", { name: "Inventory status" })).toHaveText("Available");

  await page.getByRole("combobox", { name: "Inventory status" }).click();
  await page.getByRole("option", { name: "Quarantine" }).click();
  await page.getByRole("combobox", { name: "Active" }).click();
  await page.getByRole("option", { name: "Inactive", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search product, SKU, lot or tag" }).fill("zzzz-nothing");
  await expect(page).toHaveURL(/inventoryStatus=QUARANTINE/);
  await expect(page).toHaveURL(/isActive=false/);
  await expect(page).toHaveURL(/search=zzzz-nothing/);
  await expect(page.getByText("No lot matches")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Inventory status" })).toHaveText("Quarantine");
  await expect(page.getByRole("searchbox", { name: "Search product, SKU, lot or tag" })).toHaveValue("zzzz-nothing");
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).not.toHaveURL(/zzzz/);
});

test("a viewer sees inventory and purchase orders read-only", async ({ page }) => {
  await signIn(page, "viewer@demo.store");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
  await page.getByRole("combobox", { name: "Inventory status" }).click();
  await page.getByRole("option", { name: "All statuses" }).click();
  // The table has loaded (rows or its empty state) before we look for what must not be there.
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all lots on this page" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);

  const lot = page.getByRole("table").getByRole("link").first();
  if (await lot.count()) {
    await lot.click();
    await expect(page.getByRole("region", { name: "History" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adjust quantity" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Move" })).toHaveCount(0);
  }

  await nav.getByRole("link", { name: "Purchase orders" }).click();
  await expect(page.getByRole("heading", { name: "Purchase orders" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Orders by status" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New purchase order" })).toHaveCount(0);
  await page.getByRole("link", { name: "Receive orders" }).click();
  await expect(page.getByRole("heading", { name: "Receive orders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New receive order" })).toHaveCount(0);
});
