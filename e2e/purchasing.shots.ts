// Every inventory and purchasing screen in light and dark, written to screenshots/ for a person to look over
// (the journeys test behaviour). Run: SCREENSHOTS=1 npx playwright test --project screenshots purchasing.shots
import { type Browser, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";

const themes = ["light", "dark"] as const;

async function open(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const shot = (page: Page, name: string, theme: string) =>
  page.screenshot({ path: `screenshots/${name}-${theme}.png`, fullPage: true, animations: "disabled" });

async function pick(page: Page, label: string, option?: string) {
  await page.getByLabel(label, { exact: true }).click();
  const choice = option ? page.getByRole("option", { name: option }) : page.getByRole("option").first();
  await choice.click();
}

for (const theme of themes) {
  test(`inventory and purchasing screens, ${theme}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await open(browser, theme);
    await page.goto("/signin?mode=password");
    await page.getByLabel("E-mail or username").fill("manager@demo.store");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await page.goto("/inventory?inventoryStatus=ALL");
    await page.getByRole("table").getByRole("link").first().waitFor();
    await page.getByRole("checkbox").nth(1).click();
    await page.getByRole("checkbox").nth(2).click();
    await shot(page, "inventory", theme);
    await page.goto("/inventory?search=zzzz-nothing");
    await page.getByText("No lot matches").waitFor();
    await shot(page, "inventory-empty", theme);
    await page.goto("/inventory?inventoryStatus=ALL");
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByRole("region", { name: "History" }).getByRole("row").nth(1).waitFor();
    await shot(page, "inventory-lot", theme);
    await page.getByRole("button", { name: "Adjust quantity" }).click();
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByText("Choose a reason").waitFor();
    await shot(page, "inventory-adjust", theme);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Move" }).click();
    await shot(page, "inventory-transfer", theme);
    await page.keyboard.press("Escape");

    await page.goto("/purchase-orders");
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    await shot(page, "purchase-orders", theme);
    await page.getByRole("link", { name: "New purchase order" }).click();
    await pick(page, "Vendor", "Pacific Craft Growers");
    await page.getByLabel("PO number").fill(`PO-SHOT-${theme.toUpperCase()}-${Date.now().toString(36)}`);
    await page.getByText("Available").waitFor();
    await page.getByLabel("Vendor tax rate (%)").fill("5");
    await shot(page, "po-details", theme);
    await page.getByRole("button", { name: "Save and continue" }).click();
    const add = page.getByRole("form", { name: "Add an item" });
    for (const quantity of ["24", "12"]) {
      await pick(page, "Product");
      await add.getByLabel("Quantity").fill(quantity);
      await add.getByRole("button", { name: "Add item" }).click();
      await page.getByRole("table").getByRole("textbox").filter({ hasNotText: "x" }).first().waitFor();
    }
    await page.getByRole("table").getByRole("textbox").first().fill("30");
    await page.getByRole("status", { name: "Saving" }).waitFor();
    await shot(page, "po-items-saving", theme);
    await page.getByRole("status", { name: "Saving" }).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Continue to review" }).click();
    await page.getByTestId("po-total").waitFor();
    await shot(page, "po-review", theme);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByRole("button", { name: "Receive delivery" }).waitFor();
    await shot(page, "po-detail", theme);
    await page.getByRole("button", { name: "Receive delivery" }).click();
    await page.getByRole("heading", { name: /^Receiving/ }).waitFor();
    await shot(page, "receive-order", theme);
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await shot(page, "receive-order-item", theme);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Process to inventory" }).click();
    await shot(page, "receive-order-process", theme);
    await page.keyboard.press("Escape");
    await page.goto("/purchase-orders/receive");
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    await shot(page, "receive-orders", theme);
    await page.getByRole("button", { name: "New receive order" }).click();
    await shot(page, "receive-order-new", theme);
    await page.context().close();
  });
}
