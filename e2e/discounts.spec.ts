// A manager builds "20% off a brand on Fridays" and "$5 off over $50" through the staged builder, stacks them
// with a combination mode, reorders and manages the list, and the tax preview takes off the exact cents.
import { expect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { switchLocation } from "./support/organizations.ts";
import { awaitToastsGone, MANAGER_EMAIL, sessionToken, signIn, toast } from "./support/session.ts";

/** amount × ppm / 1,000,000, rounded half up, as each tax of a line is. */
const tax = (base: number, ppm: number) => Number((BigInt(base) * BigInt(ppm) + 500_000n) / 1_000_000n);
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function details(page: Page, name: string, weekday?: string) {
  await awaitToastsGone(page);
  await page.getByRole("link", { name: "New discount" }).click();
  await expect(page).toHaveTitle("New discount · Verdant");
  await page.getByLabel("Name").fill(name);
  if (weekday) await page.getByRole("button", { name: weekday }).click();
  await page.getByRole("button", { name: "Create and continue" }).click();
  await expect(toast(page, "Discount created successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save rules" })).toBeVisible();
}

test("a manager builds two discounts, stacks them, and the preview takes off the exact cents", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const brandDeal = `20% off Raw Garden on Fridays ${suffix}`;
  const orderDeal = `$5 off over $50 ${suffix}`;
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page).toHaveTitle("Discounts · Verdant");

  // The demo's own discounts are turned off so that only the two built here apply.
  await expect(page.getByRole("link", { name: "Staff discount" })).toBeVisible();
  for (const seeded of ["20% off Kiva on Fridays", "$5 off orders over $50", "Staff discount"])
    await page.getByRole("checkbox", { name: `Select ${seeded}` }).click();
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page, "3 discounts turned off")).toBeVisible();
  await expect(page.getByRole("row", { name: /Staff discount/ })).toContainText("Off");

  // 1. 20 % off a brand on Fridays: details, rules (a brand), amount, with an edit of the amount, then confirm.
  await details(page, brandDeal, "Friday");
  await page.getByRole("combobox", { name: "Applies to" }).click();
  await page.getByRole("option", { name: "Brands" }).click();
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Choose at least one")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search brands" }).fill("Raw");
  await page.getByText("Raw Garden", { exact: true }).click();
  await page.getByRole("button", { name: "Save rules" }).click();
  await page.getByLabel("Percent off (%)").fill("25");
  await page.getByRole("button", { name: "Save amount" }).click();
  await expect(page.getByText("25% off", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit amount" }).click();
  await expect(page.getByLabel("Percent off (%)")).toHaveValue("25");
  await page.getByLabel("Percent off (%)").fill("20");
  await page.getByRole("button", { name: "Save amount" }).click();
  await expect(page.getByText("20% off", { exact: true })).toBeVisible();
  await expect(page.getByText(/Fridays/)).toBeVisible();
  const affected = page.getByRole("region", { name: "Affected products" });
  await expect(affected.getByRole("heading")).toHaveText(/Affected products \(\d+\)/);
  await expect(affected.getByRole("row")).toHaveCount(11);
  await affected.getByRole("searchbox").fill("Pre-Roll");
  await expect(affected.getByRole("row").nth(1)).toContainText("Raw Garden");
  await page.getByRole("button", { name: "Confirm discount" }).click();
  await expect(toast(page, "Discount confirmed: it applies at the register")).toBeVisible();
  await expect(page).toHaveTitle("Discounts · Verdant");

  // 2. $5 off orders over $50.
  await details(page, orderDeal);
  await page.getByLabel(/^Minimum subtotal/).fill("50");
  await page.getByRole("button", { name: "Save rules" }).click();
  await page.getByRole("radio", { name: /Amount off/ }).click();
  await page.getByLabel(/^Amount off/).fill("5");
  await page.getByRole("button", { name: "Save amount" }).click();
  await expect(page.getByText("On the whole order, over $50.00")).toBeVisible();
  await page.getByRole("button", { name: "Confirm discount" }).click();
  await expect(toast(page, "Discount confirmed: it applies at the register")).toBeVisible();

  // The order they apply in: move the $5 up and back down with the keyboard-usable arrows.
  const brandRow = page.getByRole("row", { name: new RegExp(brandDeal) });
  const orderRow = page.getByRole("row", { name: new RegExp(orderDeal.replace(/\$/g, "\\$")) });
  await expect(orderRow.getByRole("cell").nth(1)).toHaveText("5");
  await orderRow.getByRole("button", { name: `Move ${orderDeal} up` }).click();
  await expect(orderRow.getByRole("cell").nth(1)).toHaveText("4");
  await expect(brandRow.getByRole("cell").nth(1)).toHaveText("5");
  await page.reload();
  await expect(orderRow.getByRole("cell").nth(1)).toHaveText("4");
  await orderRow.getByRole("button", { name: `Move ${orderDeal} down` }).focus();
  await page.keyboard.press("Enter");
  await expect(orderRow.getByRole("cell").nth(1)).toHaveText("5");

  // Stack them (the demo applies only the best one here), warned about leaving unsaved first.
  await page.getByRole("combobox", { name: "Combination mode" }).click();
  await page.getByRole("option", { name: "Stack all" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Combination mode saved")).toBeVisible();

  // Five units of a Raw Garden product on a Friday: 20 % of five units is exactly one unit's price, then $5 off.
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const base = `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}`;
  const headers = { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` };
  const brands = await (await request.get(`${base}/brand?search=Raw Garden`, { headers })).json();
  const rawGarden = (brands.data as { id: string; name: string }[]).find((b) => b.name === "Raw Garden")!;
  const list = await (
    await request.get(`${base}/product?brandIds=${rawGarden.id}&status=PUBLISHED&limit=50`, { headers })
  ).json();
  const product = (list.data as { name: string; sku: string; priceCents: number; unit: string }[]).find(
    (p) => p.unit === "EACH" && p.priceCents >= 1000,
  )!;

  await page.goto("/configure/taxes/preview");
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.sku);
  await page
    .getByRole("button", { name: `Add ${product.name}` })
    .first()
    .click();
  await page.getByLabel(`Quantity of ${product.name}`).fill("5");
  await page.getByLabel("Price at").fill("2026-11-27T20:00");
  await page.getByRole("button", { name: "Calculate tax" }).click();
  const result = page.getByLabel("Tax preview result");
  await expect(result.getByText(brandDeal)).toBeVisible();
  await expect(result.locator("section").first()).toContainText(`${brandDeal}-${money(product.priceCents)}`);
  await expect(result.locator("section").first()).toContainText(`${orderDeal}-$5.00`);
  await expect(result.locator("dl")).toContainText(`Subtotal${money(product.priceCents * 5)}`);
  await expect(result.locator("dl")).toContainText(`Discounts-${money(product.priceCents + 500)}`);
  // The demo's Los Angeles preset taxes the discounted line: 15 % excise, then the city's 9.75 % sales tax (since
  // 1 April 2025) on the price with the excise (decision 0018).
  const net = product.priceCents * 4 - 500;
  const excise = tax(net, 150_000);
  const sales = tax(net + excise, 97_500);
  await expect(result.locator("dl")).toContainText(`Tax${money(excise + sales)}Total${money(net + excise + sales)}`);

  // On a Thursday the brand deal does not apply, and the preview says why.
  await page.getByLabel("Price at").fill("2026-11-26T20:00");
  await page.getByRole("button", { name: "Calculate tax" }).click();
  await expect(result.locator("dl")).toContainText("Discounts-$5.00");
  await expect(result.getByText("Discounts that did not apply")).toBeVisible();
  await expect(result.locator("li", { hasText: brandDeal })).toBeVisible();

  // Batch delete from the list.
  await page.goto("/marketing");
  await page.getByRole("checkbox", { name: "Select Staff discount" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "1 discount deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff discount" })).toHaveCount(0);
});
