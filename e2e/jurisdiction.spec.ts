// An owner sets Los Angeles up from its jurisdiction preset (decision 0018): the Jurisdiction screen shows the
// preset's dated rates with their sources, applies it, and marks every rate in force as the preset's; a sale at the
// register is then taxed with the preset's excise and the city's sales tax compounding on it.
import { expect, type Page, test } from "@playwright/test";
import { OWNER_EMAIL } from "./support/api.ts";
import { switchLocation } from "./support/organizations.ts";
import { newRegisterInEveryRoom } from "./support/registers.ts";
import { signIn, toast } from "./support/session.ts";

const suffix = Date.now().toString(36).slice(-4).toUpperCase();
/** Light and dark screenshots at 1440×900 of the page as it is now (SHOTS=1). */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS !== "1") return;
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/jurisdiction-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The register at the counter's sizes, 1440×900 and 1024×768, light and dark (SHOTS=1). */
async function shootRegister(page: Page, name: string) {
  if (process.env.SHOTS !== "1") return;
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `screenshots/jurisdiction-${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** "$1,234.56" → 123456 */
const cents = (text: string) => Number(text.replace(/[^\d.-]/g, "").replace(".", ""));

test("an owner applies the Los Angeles preset and sells under it", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, OWNER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await page.goto("/configure/taxes/jurisdiction");
  await expect(page).toHaveTitle("Jurisdiction · Verdant");

  // San Francisco first, to read its figures, then Los Angeles, which the store applies.
  const picker = page.getByRole("combobox", { name: "Jurisdiction preset" });
  await picker.click();
  await page.getByRole("option", { name: "California — San Francisco" }).click();
  const preset = page.getByRole("table", { name: "Preset tax rates" });
  await expect(preset.getByRole("row", { name: /San Francisco sales tax/ }).first()).toContainText("8.625%");
  await picker.click();
  await page.getByRole("option", { name: "California — Los Angeles" }).click();
  const excise = preset.getByRole("row", { name: /CA cannabis excise/ });
  await expect(excise).toHaveCount(3);
  await expect(excise.nth(1)).toContainText("19%");
  await expect(excise.nth(1)).toContainText("2025-07-01 – 2025-09-30");
  await expect(excise.nth(2)).toContainText("AB 564");
  await expect(page.getByText("Cal. Code Regs. tit. 4, § 15410(c)", { exact: false })).toBeVisible();
  await shoot(page, "preset");

  await page.getByRole("button", { name: /Apply/ }).click();
  await expect(toast(page, "Jurisdiction applied")).toBeVisible();
  await expect(page.getByText("California — Los Angeles · data of")).toBeVisible();
  const inForce = page.getByRole("table", { name: "Location tax rates" });
  await expect(inForce.getByRole("row", { name: /Los Angeles sales tax/ }).first()).toContainText("Preset");
  await shoot(page, "applied");

  // A sale under it: a register selling from every room, a drawer, one accessory and one cannabis product.
  await page.getByRole("link", { name: "Register" }).click();
  await newRegisterInEveryRoom(page, `Preset till ${suffix}`);
  await page.getByLabel("Opening float").fill("100.00");
  await page.getByRole("button", { name: "Open drawer" }).click();
  // The register is ready once its search has the focus (as in register.spec.ts).
  await expect(page.getByLabel("Find or scan a product")).toBeFocused();

  await page.getByRole("button", { name: "Pre-Rolls", exact: true }).click();
  // Until the category's answer comes, the list still shows every product (a $67 flower would take the $5 discount).
  const first = page.getByRole("list", { name: "Products" }).getByRole("button").first();
  await expect(first).toContainText("Pre-Roll");
  await first.click();
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
  const totals = page.getByLabel("Totals");
  await expect(totals).toContainText("CA cannabis excise (15%)");
  await expect(totals).toContainText("Los Angeles sales tax (9.75%)");
  // Hand-check: excise 15 % of the subtotal, sales tax 9.75 % of subtotal + excise, each half up.
  const subtotal = cents((await totals.getByText("Subtotal").locator("..").textContent())!);
  const exciseCents = Math.round((subtotal * 15) / 100);
  const salesCents = Math.round(((subtotal + exciseCents) * 975) / 10_000);
  await expect(page.getByTestId("cart-total")).toHaveText(
    `$${((subtotal + exciseCents + salesCents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );

  // The cart explains itself: the line opens its base price, each tax with rate, base, amount, whose figure it is
  // and the statute it comes from, and the note that taxes round once on the sale.
  const line = page.getByTestId("cart-line").first();
  await line.getByRole("button", { name: /each/ }).click();
  const detail = line.getByRole("region", { name: "How this line is priced" });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(`× $`);
  const taxRows = detail.getByTestId("line-tax");
  await expect(taxRows).toHaveCount(2);
  await expect(taxRows.nth(0)).toContainText("CA cannabis excise");
  await expect(taxRows.nth(0)).toContainText(`15% of $${(subtotal / 100).toFixed(2)}`);
  await expect(taxRows.nth(0)).toContainText("Preset");
  await expect(taxRows.nth(0)).toContainText("Source: Cal. Rev. & Tax. Code § 34011.2");
  await expect(taxRows.nth(1)).toContainText("Los Angeles sales tax");
  await expect(taxRows.nth(1)).toContainText(`9.75% of $${((subtotal + exciseCents) / 100).toFixed(2)}`);
  await expect(taxRows.nth(1)).toContainText(`$${(salesCents / 100).toFixed(2)}`);
  await expect(detail).toContainText("Taxes are rounded once on the sale's total");
  await expect(detail).toContainText("Line total");
  await shootRegister(page, "explained-cart");
  await line.getByRole("button", { name: /each/ }).click();
  await expect(detail).toBeHidden();

  // California sells adult-use only to a customer whose age was checked.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const customer = page.getByRole("dialog", { name: "New customer" });
  await customer.getByLabel("First name").fill("Preset");
  await customer.getByLabel("Last name").fill(`Buyer${suffix.replace(/\d/g, "x")}`);
  await customer.getByLabel("Date of birth").fill("1985-06-15");
  await customer.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByTestId("attached-customer")).toContainText("Preset Buyer");

  await page.keyboard.press("F9");
  const pay = page.getByRole("dialog", { name: "Payment" });
  await pay.getByLabel("Cash amount").fill("500.00");
  await pay.getByRole("button", { name: "Add cash" }).click();
  await page.getByRole("button", { name: "Complete sale" }).click();
  await expect(page.getByRole("dialog", { name: "Sale complete" })).toBeVisible();
});
