// A manager sets up California adult-use taxes in Los Angeles: an excise, then the sales tax compounding on it,
// assigns the group to a category through the 'Assign tax group' dialog, and the preview charges the exact cents;
// then the same dialog assigns it to a selection on the categories screen.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { switchLocation } from "./support/organizations.ts";
import { MANAGER_EMAIL, sessionToken, signIn, toast } from "./support/session.ts";

type Scope = { token: string; base: string };

/** The signed-in manager's token and location path, as the app itself holds them. */
async function scopeOf(page: Page): Promise<Scope> {
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  return {
    token: await sessionToken(page),
    base: `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}`,
  };
}

async function get<T>(request: APIRequestContext, scope: Scope, path: string): Promise<T> {
  const response = await request.get(`${scope.base}/${path}`, {
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${scope.token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as T;
}

/** amount × ppm / 1,000,000, rounded half up: how a tax professional rounds each tax of a line. */
const tax = (base: number, ppm: number) => Number((BigInt(base) * BigInt(ppm) + 500_000n) / 1_000_000n);
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a manager sets up California adult-use taxes and previews the exact cents", async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const groupName = `CA adult-use ${suffix}`;
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Los Angeles");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Configure" }).click();
  await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Taxes" }).click();
  await expect(page).toHaveTitle("Tax groups · Verdant");
  // The demo applies the Los Angeles preset: the excise's three dated rates and the sales tax's two.
  await expect(page.getByRole("row", { name: /Cannabis — Los Angeles/ })).toContainText("5");

  // The group, then its rates: the sales tax first, on purpose, to put the excise before it afterwards.
  await page.getByRole("button", { name: "New tax group" }).click();
  await page.getByLabel("Name").fill(groupName);
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(toast(page, "Tax group created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: groupName })).toBeVisible();
  await expect(page.getByText("No rates in this group yet")).toBeVisible();

  await page.getByRole("button", { name: "Add rate" }).click();
  const dialog = page.getByRole("dialog", { name: "New tax rate" });
  await dialog.getByLabel("Name").fill("LA sales tax");
  await dialog.getByLabel("Rate (%)").fill("9.5.1");
  await dialog.getByRole("button", { name: "Create rate" }).click();
  await expect(dialog.getByText("Enter the rate as a percent, such as 8.875 (up to 4 decimals)")).toBeVisible();
  await dialog.getByLabel("Rate (%)").fill("9.5");
  await dialog.getByText("Compound", { exact: true }).click();
  await dialog.getByRole("button", { name: "Create rate" }).click();
  await expect(toast(page, "Tax rate created successfully")).toBeVisible();

  await page.getByRole("button", { name: "Add rate" }).click();
  await dialog.getByLabel("Name").fill("Cannabis excise");
  await dialog.getByLabel("Rate (%)").fill("15");
  await dialog.getByRole("combobox", { name: "Customer type" }).click();
  await page.getByRole("option", { name: "Recreational (adult-use)" }).click();
  await dialog.getByRole("button", { name: "Create rate" }).click();
  await expect(dialog).toBeHidden();

  const rates = page.getByRole("list", { name: "Rates in order" }).getByRole("listitem");
  await expect(rates).toHaveCount(2);
  await expect(rates.nth(0)).toContainText("LA sales tax");
  // Dragged into place by its handle, moved down from the keyboard on the handle, then back up with the arrows.
  await rates.nth(1).getByRole("button", { name: "Reorder Cannabis excise" }).dragTo(rates.nth(0));
  await expect(rates.nth(0)).toContainText("Cannabis excise");
  const handle = page.getByRole("button", { name: "Reorder Cannabis excise" });
  await expect(handle).toBeEnabled(); // the drag's order is saved
  await handle.press("ArrowDown");
  await expect(rates.nth(0)).toContainText("LA sales tax");
  await page.getByRole("button", { name: "Move Cannabis excise up" }).click();
  await expect(rates.nth(0)).toContainText("Cannabis excise");
  await page.reload();
  await expect(rates.nth(0)).toContainText("Cannabis excise");
  await expect(rates.nth(0)).toContainText("15%");
  await expect(rates.nth(1)).toContainText("LA sales tax");
  await expect(rates.nth(1)).toContainText("9.5%");
  await expect(rates.nth(1)).toContainText("Compound");

  // The global dialog assigns the group to a category (overriding the seeded group).
  await page.getByRole("navigation", { name: "Taxes" }).getByRole("link", { name: "Assignments" }).click();
  await page.getByRole("button", { name: "Assign tax group to Pre-Rolls" }).click();
  const assign = page.getByRole("dialog", { name: "Assign tax group" });
  await expect(assign.getByText(/overrides any tax group set for it before/)).toBeVisible();
  await expect(assign.getByRole("button", { name: "Assign" })).toBeDisabled();
  await assign.getByRole("combobox", { name: "Tax group" }).click();
  await page.getByRole("option", { name: groupName }).click();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(toast(page, "Tax group assigned successfully")).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(page.getByRole("row", { name: /Pre-Rolls/ })).toContainText(groupName);

  // A pre-roll of the category, two of them, priced without discounts: excise, then sales tax on price + excise.
  const scope = await scopeOf(page);
  const categories = await get<{ data: { id: string; name: string }[] }>(request, scope, "category?search=Pre-Rolls");
  const preRolls = categories.data.find((c) => c.name === "Pre-Rolls")!;
  const products = await get<{ data: { name: string; sku: string; priceCents: number; unit: string }[] }>(
    request,
    scope,
    `product?categoryIds=${preRolls.id}&status=PUBLISHED&limit=1`,
  );
  const product = products.data[0]!;
  const gross = product.priceCents * 2;
  const excise = tax(gross, 150_000);
  const sales = tax(gross + excise, 95_000);

  await page.getByRole("navigation", { name: "Taxes" }).getByRole("link", { name: "Tax preview" }).click();
  await expect(page).toHaveTitle("Tax preview · Verdant");
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.sku);
  await page
    .getByRole("button", { name: `Add ${product.name}` })
    .first()
    .click();
  await page.getByLabel(`Quantity of ${product.name}`).fill("2");
  await page.getByText("Apply the location's discounts").click();
  await page.getByRole("button", { name: "Calculate tax" }).click();
  const result = page.getByLabel("Tax preview result");
  await expect(result.getByText(`1. Cannabis excise 15% on ${money(gross)}`)).toBeVisible();
  await expect(result.getByText(`2. LA sales tax 9.5% (compound) on ${money(gross + excise)}`)).toBeVisible();
  await expect(result.locator("dl")).toContainText(`Tax${money(excise + sales)}`);
  await expect(result.locator("dl")).toContainText(`Total${money(gross + excise + sales)}`);

  // Medical customers do not pay the adult-use excise.
  await page.getByRole("combobox", { name: "Customer type" }).click();
  await page.getByRole("option", { name: "Medical" }).click();
  await page.getByRole("button", { name: "Calculate tax" }).click();
  await expect(result.getByText("Cannabis excise")).toHaveCount(0);
  await expect(result.locator("dl")).toContainText(`Total${money(gross + tax(gross, 95_000))}`);

  // The same dialog from the categories screen, for a selection of two categories at once.
  await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveTitle("Categories · Verdant");
  await page.getByRole("checkbox", { name: "Select Seeds" }).click();
  await page.getByRole("checkbox", { name: "Select Clones" }).click();
  await page.getByRole("button", { name: "Assign tax group", exact: true }).click();
  await expect(assign.getByText("2 categories")).toBeVisible();
  await assign.getByRole("combobox", { name: "Tax group" }).click();
  await page.getByRole("option", { name: groupName }).click();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(toast(page, "Tax group assigned to 2 item(s)")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select Seeds" })).not.toBeChecked();
  await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Taxes" }).click();
  await page.getByRole("navigation", { name: "Taxes" }).getByRole("link", { name: "Assignments" }).click();
  await expect(page.getByRole("row", { name: /Seeds/ })).toContainText(groupName);
  await expect(page.getByRole("row", { name: /Clones/ })).toContainText(groupName);
});

test("the purchase-limit presets show their buckets, and a viewer cannot change taxes", async ({ page }) => {
  await signIn(page, "viewer@demo.store");
  await page.goto("/configure/taxes/limits");
  await expect(page).toHaveTitle("Purchase limits · Verdant");
  const presets = page.getByRole("radiogroup", { name: "Purchase-limit profile" });
  await expect(presets.getByRole("radio", { name: /California \(adult-use/ })).toContainText("28.5 g per day");
  await expect(presets.getByRole("radio", { name: /Canada/ })).toContainText("30 g per sale");
  await expect(page.getByText("Only the organization's owner and admins change the purchase limits.")).toBeVisible();
  await page.goto("/configure/taxes");
  await expect(page.getByRole("link", { name: "Cannabis — Los Angeles" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New tax group" })).toHaveCount(0);
});

test("an owner changes the location's purchase limits, warned before leaving unsaved", async ({ page }) => {
  await signIn(page, "owner@demo.store");
  await switchLocation(page, "Los Angeles");
  await page.goto("/configure/taxes/limits");
  const presets = page.getByRole("radiogroup", { name: "Purchase-limit profile" });
  const michigan = presets.getByRole("radio", { name: /Michigan/ });
  await michigan.click();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  const warning = page.getByRole("alertdialog", { name: "You have unsaved changes." });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Stay" }).click();
  await page.getByRole("button", { name: "Save purchase limits" }).click();
  await expect(toast(page, "Purchase limits saved")).toBeVisible();
  await expect(michigan).toContainText("Current");
  await page.reload();
  await expect(presets.getByRole("radio", { name: /Michigan/ })).toHaveAttribute("data-state", "checked");
});
