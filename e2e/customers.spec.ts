// A manager keeps customer records in Los Angeles (21+): the form refuses a bad e-mail and an underage customer,
// a customer is created and edited into a medical patient, then two are deactivated and one deleted in bulk.
import { expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { switchLocation } from "./support/organizations.ts";
import { MANAGER_EMAIL, sessionToken, signIn, toast } from "./support/session.ts";

/** Letters only: person names allow letters, apostrophes and hyphens. */
const letters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** YYYY-MM-DD `years` ago, plus `days`. */
function dayYearsAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test("a manager creates, edits and deactivates customers", async ({ page, request }) => {
  test.setTimeout(180_000);
  const family = `Okafor${letters()}`;
  const email = `ada.${family.toLowerCase()}@example.com`;
  // A phone of its own each attempt (555-01xx is for fiction), so a retry is not refused as "already in use".
  const line = `01${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveTitle("Customers · Verdant");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("Showing 1–10 of");

  // The shared rules under the fields, then the store's minimum age from the server.
  await page.getByRole("button", { name: "New customer" }).click();
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill(family);
  await dialog.getByLabel("E-mail").fill("ada@example");
  await dialog.getByLabel("Date of birth").fill(dayYearsAgo(20, 30));
  await dialog.getByRole("button", { name: "Create customer" }).click();
  await expect(dialog.getByText("E-mail must be a valid e-mail address")).toBeVisible();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Create customer" }).click();
  const underage = "The customer must be at least 21 years old to buy at this location";
  await expect(toast(page, underage)).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: underage })).toBeVisible();
  await dialog.getByLabel("Date of birth").fill("1990-05-17");
  await dialog.getByLabel("Phone", { exact: true }).fill(`(213) 555-${line}`);
  await dialog.getByRole("button", { name: "Create customer" }).click();
  await expect(toast(page, "Customer created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by search (kept in the URL), opened, and edited into a medical patient.
  await page.getByRole("searchbox", { name: "Search name, e-mail or phone" }).fill(family);
  await expect(page).toHaveURL(new RegExp(`search=${family}`));
  await page.getByRole("link", { name: `Ada ${family}` }).click();
  await expect(page).toHaveTitle(`Ada ${family} · Verdant`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(`+1213555${line}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's purchase limits" })).toBeVisible();
  await expect(page.getByText("No purchases yet")).toBeVisible();
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit customer" });
  await edit.getByRole("combobox", { name: "Customer type" }).click();
  await page.getByRole("option", { name: "Medical" }).click();
  await edit.getByLabel("Card number").fill("MMIC-55012");
  await edit.getByLabel("Issuing state").fill("CA");
  await edit.getByLabel("Expiry").fill(dayYearsAgo(-1));
  await edit.getByLabel("Notes").fill("Prefers low-THC edibles.");
  await edit.getByRole("button", { name: "Save customer" }).click();
  await expect(toast(page, "Customer updated successfully")).toBeVisible();
  await expect(page.getByText("MMIC-55012")).toBeVisible();
  await expect(page.getByText("Prefers low-THC edibles.")).toBeVisible();

  // A second customer of the family, prepared through the API, then both deactivated at once.
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const created = await request.post("/api/customer", {
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` },
    data: { locationId: state.selectedLocationId, firstName: "Ben", lastName: family, dateOfBirth: "1985-02-03" },
  });
  expect(created.ok()).toBeTruthy();
  await page.getByRole("link", { name: "All customers" }).click();
  await page.getByRole("searchbox", { name: "Search name, e-mail or phone" }).fill(family);
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select all customers on this page" }).click();
  await page.getByRole("button", { name: "Set status" }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await expect(toast(page, "2 customers updated")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Inactive" }).click();
  await expect(page).toHaveURL(/status=INACTIVE/);
  await expect(page.getByRole("row", { name: new RegExp(`Ada ${family}`) })).toContainText("Inactive");
  await expect(page.getByRole("row", { name: new RegExp(`Ben ${family}`) })).toContainText("Inactive");

  await page.getByRole("checkbox", { name: `Select Ben ${family}` }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "1 customer deleted")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
});
