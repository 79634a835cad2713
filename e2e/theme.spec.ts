// Spec §1: the app follows the system's light or dark preference until the toggle stores a choice.
import { expect, test } from "@playwright/test";

test("the theme follows the system, and the toggle's choice persists across a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/signin");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);

  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});
