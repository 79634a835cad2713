// Issue 5's journey: an inventory clerk orders from a vendor in three steps, confirms, receives part of the
// delivery into two rooms (the order becomes PARTIALLY_RECEIVED), receives the rest (RECEIVED), then finds the
// stock and its ledger and corrects a count with a reason.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";

const CLERK = "inventory@demo.store";

async function signIn(page: Page, email: string) {
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** Opens a searchable choice by its field label and picks an option (the first one when none is named). */
async function choose(page: Page, label: string, option?: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const picked = option ? page.getByRole("option", { name: option }) : page.getByRole("option").first();
  await expect(picked).toBeVisible();
  const name = ((await picked.locator("span").first().textContent()) ?? "").trim();
  await picked.click();
  return name;
}

async function placeItem(page: Page, product: string, room: string, lot: string, quantity?: string) {
  await page.getByRole("button", { name: `Edit ${product}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${product}` });
  if (quantity) await dialog.getByLabel("Quantity").fill(quantity);
  await dialog.getByLabel("Lot / batch number").fill(lot);
  await dialog.getByLabel("Room").click();
  await page.getByRole("option", { name: room, exact: true }).click();
  await dialog.getByRole("button", { name: "Save item" }).click();
  await expect(dialog).toBeHidden();
  await expect(itemRow(page, product)).toContainText(room);
}

/** A product's line in the page's first table (the items; the totals table follows). */
const itemRow = (page: Page, product: string) =>
  page
    .getByRole("table")
    .first()
    .getByRole("row", { name: new RegExp(product) });

/** The status badge beside the page's title. */
const pageStatus = (page: Page) => page.locator("h1 + p");

async function processToInventory(page: Page) {
  await page.getByRole("button", { name: "Process to inventory" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Process these items into inventory?" });
  await confirm.getByRole("button", { name: "Process to inventory" }).click();
  await expect(page.getByText(/processed to inventory/)).toBeVisible();
  await expect(pageStatus(page)).toContainText("Completed");
}

test("a clerk orders, receives in two parts into two rooms, and corrects a count", async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  const poNumber = `PO-E2E-${run}`;
  await signIn(page, CLERK);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Purchase orders" }).click();
  await expect(page).toHaveTitle("Purchase orders · Verdant");
  await page.getByRole("link", { name: "New purchase order" }).click();

  // Step 1: details. The PO number is checked while typing.
  await choose(page, "Vendor", "Great North Supply");
  await page.getByLabel("PO number").fill(poNumber);
  await expect(page.getByText("Available")).toBeVisible();
  await page.getByLabel("Vendor tax rate (%)").fill("5");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 2: items, saved one by one; a quantity edit is debounced and shows that it is saving.
  await expect(page.getByRole("listitem").filter({ hasText: "Items" })).toHaveAttribute("aria-current", "step");
  const addForm = page.getByRole("form", { name: "Add an item" });
  const first = await choose(page, "Product");
  await addForm.getByLabel("Quantity").fill("10");
  await addForm.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue("10");
  const second = await choose(page, "Product");
  await addForm.getByLabel("Quantity").fill("6");
  await addForm.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue("6");

  const firstQuantity = page.getByLabel(`Quantity of ${first}`);
  await firstQuantity.fill("12");
  await expect(page.getByRole("status", { name: "Saving" })).toBeVisible();
  await expect(firstQuantity).toHaveValue("12");
  await expect(page.getByRole("status", { name: "Saving" })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue("12");

  // Step 3: review the totals and confirm.
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByTestId("po-total")).toBeVisible();
  await page.getByLabel("Internal notes").fill("Dock door 2");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Internal notes saved successfully")).toBeVisible();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByText("Purchase order confirmed successfully")).toBeVisible();
  await expect(pageStatus(page)).toContainText("Submitted");

  // First delivery: 5 of the first product into the Vault, all of the second onto the Sales Floor.
  await page.getByRole("button", { name: "Receive delivery" }).click();
  await expect(page.getByRole("heading", { name: `Receiving ${poNumber}` })).toBeVisible();
  await placeItem(page, first, "Vault", `L${run}-A`, "5");
  await placeItem(page, second, "Sales Floor", `L${run}-S`);
  await processToInventory(page);
  await page.getByRole("link", { name: poNumber }).click();
  await expect(pageStatus(page)).toContainText("Partially received");
  await expect(itemRow(page, first)).toContainText("7 units");

  // Second delivery: the 7 still to come.
  await page.getByRole("button", { name: "Receive delivery" }).click();
  await expect(itemRow(page, first)).toContainText("7 units");
  await placeItem(page, first, "Vault", `L${run}-B`);
  await processToInventory(page);
  await page.getByRole("link", { name: poNumber }).click();
  await expect(pageStatus(page)).toContainText("Received");
  await expect(pageStatus(page)).not.toContainText("Partially");

  // The stock and its ledger.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  // The three lots this journey made, found by the beginning of their lot numbers.
  await page.getByRole("searchbox", { name: "Search product, SKU, lot or tag" }).fill(`L${run}`);
  await expect(page).toHaveURL(/search=/);
  const lotRow = (lot: string) => page.getByRole("row").filter({ hasText: `L${run}-${lot}` });
  await expect(lotRow("A")).toContainText("Vault");
  await expect(lotRow("A")).toContainText("5 units");
  await expect(lotRow("S")).toContainText("Sales Floor");
  await expect(lotRow("S")).toContainText(second);
  await expect(lotRow("B")).toContainText("Vault");
  await expect(lotRow("B")).toContainText("7 units");
  await lotRow("B").getByRole("link", { name: first }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("row").filter({ hasText: "Received" })).toContainText("+7 units");

  // A count corrected with a reason.
  await page.getByRole("button", { name: "Adjust quantity" }).click();
  const adjust = page.getByRole("dialog", { name: `Adjust ${first}` });
  await adjust.getByRole("textbox", { name: "Change" }).fill("-2");
  await adjust.getByRole("button", { name: "Save adjustment" }).click();
  await expect(adjust.getByText("Choose a reason")).toBeVisible();
  await adjust.getByText("Audit count").click();
  await expect(adjust.getByText("New quantity: 5 units")).toBeVisible();
  await adjust.getByLabel("Note").fill("Two jars broken in transit");
  await adjust.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByText("Inventory quantity adjusted successfully")).toBeVisible();
  const audit = history.getByRole("row").filter({ hasText: "Audit count" });
  await expect(audit).toContainText("-2 units");
  await expect(audit).toContainText("Ivan Inventory");
  await expect(audit).toContainText("Two jars broken in transit");

  // Stock destroyed: its own reason, named plainly in the dialog and the history.
  await page.getByRole("button", { name: "Adjust quantity" }).click();
  await adjust.getByRole("textbox", { name: "Change" }).fill("-2");
  await adjust.getByText("Waste or destruction").click();
  await expect(adjust.getByText("New quantity: 3 units")).toBeVisible();
  await adjust.getByLabel("Note").fill("Mouldy, destroyed");
  await adjust.getByRole("button", { name: "Save adjustment" }).click();
  const waste = history.getByRole("row").filter({ hasText: "Waste or destruction" });
  await expect(waste).toContainText("-2 units");
  await expect(waste).toContainText("Mouldy, destroyed");
});
