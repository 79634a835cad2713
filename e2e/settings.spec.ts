// The account setup screen: edits are saved, and leaving with unsaved edits asks first (spec §2).
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, OWNER_EMAIL } from "./support/api.ts";

test("a user edits the profile, is warned about unsaved changes, and saves", async ({ page }) => {
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveTitle("Account settings · Verdant");
  await expect(page.getByLabel("E-mail")).toHaveValue(OWNER_EMAIL);

  await page.getByLabel("First name").fill("Olivia2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/^First name must be up to 5 words/)).toBeVisible();
  await page.getByLabel("First name").fill("Liv");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  const warning = page.getByRole("alertdialog", { name: "You have unsaved changes." });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/user\/settings$/);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your settings are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Liv");
});
