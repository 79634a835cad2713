// Issue 4 journeys on /vendors: filters kept in the URL, the license file with its preview and status, a file the
// server refuses by its content, and bulk actions whose partial results name the vendors they could not change.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { DEMO_PASSWORD } from "./support/api.ts";
import { MANAGER_EMAIL, signIn, toast } from "./support/session.ts";

const suffix = () => Date.now().toString(36).slice(-5);
// The smallest valid PNG (1×1): the server reads the type from these bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("license status filter in the URL, a license image with its preview, and a file refused by its content", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Northern Lights Supply ${suffix()}`;
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/vendors");
  await expect(page).toHaveTitle("Vendors · Verdant");

  await page.getByRole("combobox", { name: "License status" }).click();
  await page.getByRole("option", { name: "Expired" }).click();
  await expect(page).toHaveURL(/licenseStatus=EXPIRED/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "License status" })).toHaveText("Expired");
  const rows = page.getByRole("row").filter({ has: page.locator("[data-license-status]") });
  await expect(rows.first()).toBeVisible();
  for (const badge of await page.locator("tbody [data-license-status]").all()) {
    await expect(badge).toHaveAttribute("data-license-status", "EXPIRED");
  }

  // A vendor whose license expires within 30 days is EXPIRING_SOON, file or not.
  await page.goto("/vendors");
  await page.getByRole("button", { name: "New vendor" }).click();
  let dialog = page.getByRole("dialog", { name: "New vendor" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Contact e-mail").fill("not-an-email");
  await dialog.getByRole("button", { name: "Create vendor" }).click();
  await expect(dialog.getByText("Contact e-mail must be a valid e-mail address")).toBeVisible();
  await dialog.getByLabel("Contact e-mail").fill("");
  await dialog.getByLabel("Expires on").fill(inDays(10));
  await dialog.getByRole("button", { name: "Create vendor" }).click();
  await expect(toast(page, "Vendor created successfully")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search vendors by name" }).fill(name);
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Expiring soon")).toBeVisible();
  await expect(row.getByText("Missing")).toHaveCount(0);

  // Upload an image: previewed before saving, stored, and shown from the members-only link afterwards.
  await row.getByRole("button", { name, exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Edit vendor" });
  await expect(dialog.getByText("No license file yet")).toBeVisible();
  await dialog.getByLabel("License file").setInputFiles({ name: "license.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "License" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Vendor license uploaded successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name, exact: true }).click();
  const stored = dialog.getByRole("img", { name: "License" });
  await expect(stored).toBeVisible();
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A text file named .pdf passes the browser's check but not the server's, which reads the content.
  await dialog.getByLabel("License file").setInputFiles({
    name: "license.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is not a PDF"),
  });
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "File must be a PDF, PNG, JPEG, WEBP file (its content is not)")).toBeVisible();
  await expect(dialog).toBeVisible();
});

/** Three vendors, the last one supplying a product, made through the API as a setup step. */
async function seedVendors(request: APIRequestContext, prefix: string) {
  const headers = { "api-key": DEV_API_KEY };
  const signedIn = await request.post("/api/auth/sign-in/password", {
    headers,
    data: { identifier: MANAGER_EMAIL, password: DEMO_PASSWORD },
  });
  const { accessToken, user } = await signedIn.json();
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  const base = `/api/organization/${user.selectedOrgId}/location/${user.selectedLocationId}`;
  const ids: string[] = [];
  for (const letter of ["A", "B", "C"]) {
    const response = await request.post(`${base}/vendor`, { headers: auth, data: { name: `${prefix} ${letter}` } });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).id);
  }
  const product = await request.post(`${base}/product`, {
    headers: auth,
    data: { name: `${prefix} tincture`, vendorId: ids[2], priceCents: 4500 },
  });
  expect(product.status()).toBe(201);
}

test("bulk deactivate and delete report partial results by vendor name", async ({ page, request }) => {
  const prefix = `Bulk vendor ${suffix()}`;
  await seedVendors(request, prefix);
  await signIn(page, MANAGER_EMAIL);
  await page.goto(`/vendors?name=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole("searchbox", { name: "Search vendors by name" })).toHaveValue(prefix);
  await expect(page.getByRole("row").filter({ hasText: prefix })).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all on this page" }).click();
  await expect(page.getByText("3 selected")).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "3 vendor(s) updated successfully")).toBeVisible();

  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Inactive" }).click();
  await expect(page).toHaveURL(/active=false/);
  await expect(page.getByRole("row").filter({ hasText: prefix })).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all on this page" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 3 vendors?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "2 vendor(s) deleted successfully")).toBeVisible();
  await expect(
    toast(page, `${prefix} C: This vendor is used by 1 product. Move them to another vendor first.`),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: prefix })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: `${prefix} C` })).toBeVisible();
});
