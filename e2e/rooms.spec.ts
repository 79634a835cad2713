// Rooms under /configure: create, edit and delete with the spec's toasts, validation shown under the fields
// (a duplicate name in the spec's words), list state in the URL, and read-only for a cashier.
import { expect, test } from "@playwright/test";
import { OWNER_EMAIL } from "./support/api.ts";
import { CASHIER_EMAIL, signIn, toast } from "./support/session.ts";

test("a room is created, refused twice, edited and deleted", async ({ page }) => {
  const name = `E2E Room ${Date.now().toString(36)}`;
  await signIn(page, OWNER_EMAIL);
  await page.goto("/configure");
  await expect(page).toHaveURL(/\/configure\/rooms/);
  await expect(page).toHaveTitle("Rooms · Verdant");

  await page.getByRole("button", { name: "New room" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create room" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Vault").click();
  await dialog.getByLabel("Area").fill("-5");
  await dialog.getByRole("button", { name: "Create room" }).click();
  await expect(dialog.getByText("Area must be at least 0")).toBeVisible();
  await dialog.getByLabel("Area").fill("85");
  await dialog.getByLabel("Linked registers").fill("Register 9, Register 9 ,Back till");
  await dialog.getByRole("button", { name: "Create room" }).click();
  await expect(toast(page, "Room created successfully")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search rooms by name" }).fill(name);
  await expect(page).toHaveURL(/name=E2E/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Vault");
  await expect(row).toContainText("85");
  await expect(row).toContainText("Register 9, Back till");

  // The same name again: the server's refusal in the spec's words, under the field and as a toast.
  await page.getByRole("button", { name: "New room" }).click();
  await dialog.getByLabel("Name").fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Create room" }).click();
  await expect(dialog.getByText("The name is already in use. Please try again.")).toBeVisible();
  await expect(toast(page, "The name is already in use. Please try again.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Area").fill("");
  await dialog.getByLabel("Active").click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Room updated successfully")).toBeVisible();
  await expect(row).toContainText("Inactive");

  // The active filter lives in the URL.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Active", exact: true }).click();
  await expect(page).toHaveURL(/active=active/);
  await expect(page.getByText("No room matches")).toBeVisible();
  await page.goto(`/configure/rooms?name=${encodeURIComponent(name)}&active=inactive`);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete room" }).click();
  await expect(toast(page, "Room deleted successfully")).toBeVisible();
  await expect(page.getByText("No room matches")).toBeVisible();
});

test("a cashier sees the rooms but cannot change them", async ({ page }) => {
  await signIn(page, CASHIER_EMAIL);
  await page.goto("/configure/rooms");
  await expect(page.getByRole("row", { name: /Sales Floor/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "New room" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
});
