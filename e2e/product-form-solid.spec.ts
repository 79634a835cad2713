// A manager says a topical is a lotion (decision 0030): the product form asks "Form" only for edibles and topicals,
// keeps the choice, and drops the question when the product moves to a class of one form (flower).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { MANAGER_EMAIL, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

const s = Date.now().toString(36).slice(-5);

async function pickCategory(page: Page, editor: Locator, name: string) {
  await editor.getByLabel("Category", { exact: true }).click();
  await page.getByRole("combobox", { name: "Search categories" }).fill(name);
  await page
    .getByRole("option", { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

test("a manager marks a topical non-solid, sees it kept, and the question leaves with a flower category", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, MANAGER_EMAIL);
  await page.goto("/catalog");
  await page.getByRole("button", { name: "New product" }).first().click();
  let editor = page.getByRole("dialog", { name: "New product" });
  const name = `Relief Lotion ${s}`;
  await editor.getByLabel("Name", { exact: true }).fill(name);
  // Flower has one form: no question.
  await pickCategory(page, editor, "Dried Flower");
  await expect(editor.getByLabel("Net weight")).toBeVisible();
  await expect(editor.getByLabel("Form", { exact: true })).toHaveCount(0);

  await pickCategory(page, editor, "Topicals");
  const form = editor.getByLabel("Form", { exact: true });
  await expect(form).toHaveText(/Solid unless set/);
  await expect(editor.getByText("Limits count a non-solid at its own rate")).toBeVisible();
  await form.click();
  await expect(page.getByRole("option", { name: "Solid (balm, bar, gummy)" })).toBeVisible();
  await page.getByRole("option", { name: "Non-solid (lotion, oil, tincture)" }).click();
  await expect(form).toHaveText(/Non-solid \(lotion, oil, tincture\)/);
  await editor.getByLabel("Price").fill("25");
  await editor.getByLabel("Net weight").fill("50");
  await shoot(page, "product-form-solid", { fullPage: false });
  await editor.getByRole("button", { name: "Create product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await expect(editor).toBeHidden();

  // Opened again, the lotion is still non-solid.
  await page.getByRole("searchbox", { name: "Search name, SKU or barcode" }).fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name, exact: true }).click();
  editor = page.getByRole("dialog", { name: /Edit/ });
  await expect(editor.getByLabel("Form", { exact: true })).toHaveText(/Non-solid \(lotion, oil, tincture\)/);

  // Moved to flower, the form is no longer asked and the save clears it.
  await pickCategory(page, editor, "Dried Flower");
  await expect(editor.getByLabel("Form", { exact: true })).toHaveCount(0);
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name, exact: true }).click();
  editor = page.getByRole("dialog", { name: /Edit/ });
  await pickCategory(page, editor, "Topicals");
  await expect(editor.getByLabel("Form", { exact: true })).toHaveText(/Solid unless set/);
});
