// Making a register through the register picker's "New register" dialog, as a manager does.
import { expect, type Page } from "@playwright/test";

/**
 * Opens "New register", names it and ticks every room of the location, then creates it. The rooms load after the
 * dialog opens: it waits for them, or the register would be made with none and find nothing to sell.
 */
export async function newRegisterInEveryRoom(page: Page, name: string) {
  await page.getByRole("button", { name: "New register" }).click();
  const dialog = page.getByRole("dialog", { name: "New register" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByRole("checkbox").first()).toBeVisible();
  for (const box of await dialog.getByRole("checkbox").all()) await box.click();
  await dialog.getByRole("button", { name: "Create register" }).click();
}
