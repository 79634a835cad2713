// Issue 4 journeys: a manager builds a catalog (brand, category, strain, tag, a vendor with its license, products),
// meets the editor's validation, archives and restores in bulk, and shares a filtered catalog URL that opens the
// same view; a cashier sees the catalog read-only.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { DEMO_PASSWORD } from "./support/api.ts";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn, toast } from "./support/session.ts";

const suffix = () => Date.now().toString(36).slice(-5);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const nextYear = `${new Date().getFullYear() + 1}-06-30`;

async function createLookup(page: Page, path: string, noun: string, name: string, extra?: [string, string]) {
  await page.goto(path);
  await page
    .getByRole("button", { name: `New ${noun}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: `New ${noun}` });
  await dialog.getByLabel("Name").fill(name);
  if (extra) {
    await dialog.getByLabel(extra[0]).click();
    await page.getByRole("option", { name: extra[1], exact: true }).click();
  }
  await dialog.getByRole("button", { name: `Create ${noun}` }).click();
  await expect(toast(page, `${noun[0]!.toUpperCase()}${noun.slice(1)} created successfully`)).toBeVisible();
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
}

/** Opens a picker of the editor, searches and picks one entry. */
async function pick(page: Page, dialog: Locator, label: string, search: string, name: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole("combobox", { name: search }).fill(name);
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
}

test.describe.configure({ mode: "serial" });

test("a manager builds a catalog: lookups, a licensed vendor and products, with the editor's validation", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const s = suffix();
  const brand = `Aurora ${s}`;
  const category = `Dried flower ${s}`;
  const strain = `Blue Dream ${s}`;
  const tag = `Organic ${s}`;
  const vendor = `Fraser Valley ${s}`;
  await signIn(page, MANAGER_EMAIL);

  await createLookup(page, "/brands", "brand", brand);
  await expect(page).toHaveTitle("Brands · Verdant");
  await createLookup(page, "/configure/categories", "category", category, ["Compliance class", "Flower"]);
  await createLookup(page, "/configure/strains", "strain", strain, ["Type", "Hybrid"]);
  await createLookup(page, "/configure/tags", "tag", tag);

  // A vendor with its license: the file is uploaded on save and the status follows the expiry.
  await page.goto("/vendors");
  await page.getByRole("button", { name: "New vendor" }).first().click();
  const vendorDialog = page.getByRole("dialog", { name: "New vendor" });
  await vendorDialog.getByLabel("Name", { exact: true }).fill(vendor);
  await vendorDialog.getByLabel("Payment terms").fill("Net 30");
  await vendorDialog.getByLabel("City").fill("Abbotsford");
  await vendorDialog.getByLabel("Contact e-mail").fill(`orders-${s}@fraservalley.test`);
  await vendorDialog.getByLabel("Contact phone").fill("(604) 555-0142");
  await vendorDialog.getByLabel("License number").fill(`LCRB-${s}`);
  await vendorDialog.getByLabel("Expires on").fill(nextYear);
  await vendorDialog
    .getByLabel("License file")
    .setInputFiles({ name: "license.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(vendorDialog.getByRole("link", { name: "Open license PDF" })).toBeVisible();
  await vendorDialog.getByRole("button", { name: "Create vendor" }).click();
  await expect(toast(page, "Vendor created successfully")).toBeVisible();
  await expect(toast(page, "Vendor license uploaded successfully")).toBeVisible();
  const vendorRow = page.getByRole("row").filter({ hasText: vendor });
  await expect(vendorRow.getByText("Valid")).toBeVisible();

  // The first product, with every picker and money typed in the store's currency.
  await page.goto("/catalog");
  await expect(page).toHaveTitle("Catalog · Verdant");
  await page.getByRole("button", { name: "New product" }).first().click();
  let editor = page.getByRole("dialog", { name: "New product" });
  await editor.getByLabel("Name", { exact: true }).fill(`${strain} 3.5 g`);
  await pick(page, editor, "Brand", "Search brands", brand);
  await pick(page, editor, "Category", "Search categories", category);
  await pick(page, editor, "Strain", "Search strains", strain);
  await pick(page, editor, "Vendor", "Search vendors", vendor);
  await editor.getByLabel("Tags").click();
  await page.getByRole("combobox", { name: "Search tags" }).fill(tag);
  await page.getByRole("option", { name: tag }).click();
  await page.keyboard.press("Escape");
  await editor.getByRole("button", { name: "Generate" }).click();
  await expect(editor.getByLabel("SKU")).not.toHaveValue("");
  const sku = await editor.getByLabel("SKU").inputValue();
  await editor.getByLabel("Price").fill("34.99");
  await editor.getByLabel("Cost").fill("18.50");
  await editor.getByLabel("Net weight").fill("3.5");
  await editor.getByLabel("THC", { exact: true }).fill("22.5");
  await editor.getByRole("button", { name: "Create product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await expect(editor).toBeHidden();

  // A second one whose brand does not exist yet: the picker creates it on the spot.
  await page.getByRole("button", { name: "New product" }).first().click();
  editor = page.getByRole("dialog", { name: "New product" });
  await editor.getByLabel("Name", { exact: true }).fill(`${strain} pre-roll`);
  await editor.getByLabel("Brand", { exact: true }).click();
  await page.getByRole("combobox", { name: "Search brands" }).fill(`House ${s}`);
  await page.getByRole("option", { name: `Create “House ${s}”` }).click();
  await expect(toast(page, "Brand created successfully")).toBeVisible();
  await expect(editor.getByLabel("Brand", { exact: true })).toHaveText(`House ${s}`);
  await editor.getByLabel("Price").fill("12");
  await editor.getByRole("button", { name: "Create product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();

  // Validation: a missing name, then a SKU already in use.
  await page.getByRole("button", { name: "New product" }).first().click();
  editor = page.getByRole("dialog", { name: "New product" });
  await editor.getByRole("button", { name: "Create product" }).click();
  await expect(editor.getByText("Name is required")).toBeVisible();
  await expect(editor.getByText("Price is required")).toBeVisible();
  await editor.getByLabel("Name", { exact: true }).fill("Duplicate SKU");
  await editor.getByLabel("SKU").fill(sku);
  await editor.getByLabel("Price").fill("1.5");
  await editor.getByRole("button", { name: "Create product" }).click();
  await expect(editor.getByText("The sku is already in use. Please try again.")).toBeVisible();
  await editor.getByRole("button", { name: "Cancel" }).click();

  // Both products are in the catalog, found by the shared suffix, priced in Canadian dollars.
  await page.getByRole("searchbox", { name: "Search name, SKU or barcode" }).fill(s);
  await expect(page).toHaveURL(new RegExp(`active-search=${s}`));
  const row = page.getByRole("row").filter({ hasText: `${strain} 3.5 g` });
  await expect(row).toContainText(sku);
  await expect(row).toContainText("CA$34.99");
  await expect(row).toContainText(vendor);
  await expect(page.getByRole("row").filter({ hasText: `${strain} pre-roll` })).toContainText(`House ${s}`);
});

/** Twelve products of a new brand, made through the API as a setup step. */
async function seedBrandProducts(request: APIRequestContext, brandName: string) {
  const headers = { "api-key": DEV_API_KEY };
  const signedIn = await request.post("/api/auth/sign-in/password", {
    headers,
    data: { identifier: MANAGER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBeTruthy();
  const { accessToken, user } = await signedIn.json();
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  const base = `/api/organization/${user.selectedOrgId}/location/${user.selectedLocationId}`;
  const brand = await (await request.post(`${base}/brand`, { headers: auth, data: { name: brandName } })).json();
  for (let i = 1; i <= 12; i++) {
    const created = await request.post(`${base}/product`, {
      headers: auth,
      data: { name: `${brandName} gummies ${String(i).padStart(2, "0")}`, brandId: brand.id, priceCents: 500 + i },
    });
    expect(created.status()).toBe(201);
  }
  return brand.id as string;
}

test("a manager archives and restores in bulk, and a copied catalog URL opens the same view", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const brandName = `Bulk ${suffix()}`;
  const brandId = await seedBrandProducts(request, brandName);
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/catalog");

  await page.getByRole("button", { name: "Filter by brand" }).click();
  await page.getByRole("combobox", { name: "Search brands" }).fill(brandName);
  await page.getByRole("option", { name: brandName }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`brand=${brandId}`));
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText("Showing 1–10 of 12");

  // Page 2 archived whole: the view steps back to page 1 (spec §4).
  await pagination.getByRole("button", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/active-page=2/);
  await page.getByRole("checkbox", { name: "Select all on this page" }).click();
  await page.getByRole("button", { name: "Archive selected" }).click();
  await expect(toast(page, "2 product(s) updated successfully")).toBeVisible();
  await expect(page).not.toHaveURL(/active-page=/);
  await expect(pagination).toContainText("Showing 1–10 of 10");

  await page.getByRole("checkbox", { name: "Select all on this page" }).click();
  await page.getByRole("button", { name: "Archive selected" }).click();
  await expect(toast(page, "10 product(s) updated successfully")).toBeVisible();
  await expect(page.getByText("No products match")).toBeVisible();

  // The archived tab with a search and page 2: the URL holds all of it.
  await page.getByRole("tab", { name: "Archived" }).click();
  await page.getByRole("searchbox", { name: "Search name, SKU or barcode" }).fill("gummies");
  await expect(page).toHaveURL(/archived-search=gummies/);
  await expect(pagination).toContainText("Showing 1–10 of 12");
  await pagination.getByRole("button", { name: "2", exact: true }).click();
  await expect(pagination).toContainText("Showing 11–12 of 12");
  const sharedUrl = page.url();
  expect(sharedUrl).toMatch(/tab=archived/);
  const shownNames = await page.getByRole("row").filter({ hasText: brandName }).allInnerTexts();

  const fresh = await context.newPage();
  await fresh.goto(sharedUrl);
  await expect(fresh.getByRole("tab", { name: "Archived" })).toHaveAttribute("aria-selected", "true");
  await expect(fresh.getByRole("searchbox", { name: "Search name, SKU or barcode" })).toHaveValue("gummies");
  await expect(fresh.getByRole("button", { name: "Filter by brand" })).toContainText("1");
  const freshPagination = fresh.getByRole("navigation", { name: "Pagination" });
  await expect(freshPagination).toContainText("Showing 11–12 of 12");
  await expect(freshPagination.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
  expect(await fresh.getByRole("row").filter({ hasText: brandName }).allInnerTexts()).toEqual(shownNames);

  // Restore the page in bulk (back to page 1), then one product alone.
  await fresh.getByRole("checkbox", { name: "Select all on this page" }).click();
  await fresh.getByRole("button", { name: "Restore selected" }).click();
  await expect(toast(fresh, "2 product(s) updated successfully")).toBeVisible();
  await expect(freshPagination).toContainText("Showing 1–10 of 10");
  await fresh.getByRole("button", { name: `Restore ${brandName} gummies 01` }).click();
  await expect(toast(fresh, "Product status updated successfully")).toBeVisible();
  await fresh.getByRole("tab", { name: "Active" }).click();
  await expect(freshPagination).toContainText("of 3");
});

test("a cashier sees the catalog, products, brands and vendors read-only", async ({ page }) => {
  await signIn(page, CASHIER_EMAIL);
  await page.goto("/catalog");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("Showing 1–10");
  await expect(page.getByRole("button", { name: "New product" })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Archive / })).toHaveCount(0);
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page).toHaveURL(/tab=archived/);

  await page.goto("/products");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New product" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);

  await page.goto("/brands");
  await expect(page.getByRole("cell").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "New brand" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);

  await page.goto("/vendors");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New vendor" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
});
