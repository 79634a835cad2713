// A refund at the register as staff do it: the manager sets an approval PIN in Account settings; a cashier on a
// tablet sells, then takes the item back: finds the sale by its receipt number, sees each line's amount, the tax
// and the tender the money goes back to, and the manager approves on the same screen with the PIN (a wrong PIN is
// refused). The transaction shows who approved it.
import { expect, test } from "@playwright/test";
import { OWNER_EMAIL } from "./support/api.ts";
import { switchLocation } from "./support/organizations.ts";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

const suffix = Date.now()
  .toString(36)
  .slice(-5)
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

/** "$1,234.56" → 123456 */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ""));

test("a cashier's refund is approved at the register with the manager's PIN and recorded", async ({ browser }) => {
  test.setTimeout(180_000);
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const manager = await office.newPage();
  await signIn(manager, MANAGER_EMAIL);
  await switchLocation(manager, "Vancouver");
  await manager.goto("/user/settings");
  const card = manager.getByText("Approval PIN").locator("xpath=ancestor::div[contains(@class,'p-6')][1]");
  await card.getByRole("button", { name: "Save PIN" }).click();
  await expect(card.getByText("PIN must be 4 to 8 digits")).toBeVisible();
  // "New PIN" once a PIN is set (the offline approval journey sets the same PIN for the same manager).
  await card.getByLabel(/^(New )?PIN$/).fill("2468");
  await card.getByLabel("Repeat the PIN").fill("2468");
  await card.getByRole("button", { name: "Save PIN" }).click();
  await expect(toast(manager, "Approval PIN saved")).toBeVisible();
  await expect(card.getByText("PIN set")).toBeVisible();

  // The owner sets what Vancouver's receipts print (decision 0024): a malformed GST/HST number is refused in words.
  await office.close();
  const back = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await back.newPage();
  await signIn(owner, OWNER_EMAIL);
  await owner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team & locations" }).click();
  await owner.getByRole("tab", { name: "Locations" }).click();
  await owner.getByRole("button", { name: "Receipts and refunds of Vancouver" }).click();
  const settings = owner.getByRole("dialog", { name: /Receipts and refunds/ });
  await settings.getByLabel("Legal name").fill("Verdant Demo Cannabis Ltd.");
  await settings.getByLabel("GST/HST number").fill("1234");
  await settings.getByRole("button", { name: "Save receipt settings" }).click();
  await expect(settings.getByText("GST/HST number must look like 123456789 RT0001")).toBeVisible();
  await settings.getByLabel("GST/HST number").fill("123456789 RT0001");
  await settings.getByLabel("Return policy").fill("Unopened products within 14 days with this receipt.");
  await owner.setViewportSize({ width: 1440, height: 900 });
  await shoot(owner, "receipt-settings-1440");
  await settings.getByRole("button", { name: "Save receipt settings" }).click();
  await expect(toast(owner, "Location updated successfully")).toBeVisible();
  await back.close();

  const counter = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await counter.newPage();
  await signIn(page, CASHIER_EMAIL);
  await page.goto("/pos");
  await page
    .getByRole("button", { name: /Drawer open/ })
    .first()
    .click();

  // A sale to a new customer, paid in cash.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const newCustomer = page.getByRole("dialog", { name: "New customer" });
  await newCustomer.getByLabel("First name").fill("Robin");
  await newCustomer.getByLabel("Last name").fill(`Returns${suffix}`);
  await newCustomer.getByLabel("Date of birth").fill("1985-06-01");
  await newCustomer.getByLabel("E-mail").fill(`robin.${suffix}@example.test`);
  await newCustomer.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByTestId("attached-customer")).toBeVisible();
  await page.getByRole("button", { name: "Accessories", exact: true }).click();
  // The same product twice: the list is the category's once it shows an accessory, and the product is found by its
  // SKU (its stock figure may change as the cart takes some).
  const first = page.getByRole("list", { name: "Products" }).getByRole("button").first();
  await expect(first).toContainText("Accessories");
  // The second line reads "brand · category · SKU"; other journeys' products may be listed first.
  const details = (await first.locator("span > span").nth(1).textContent())!;
  const product = page
    .getByRole("list", { name: "Products" })
    .getByRole("button")
    .filter({ has: page.getByText(details, { exact: true }) });
  await product.click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await product.click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.keyboard.press("F9");
  const pay = page.getByRole("dialog", { name: "Payment" });
  await pay.getByLabel("Cash amount").fill("500.00");
  await pay.getByRole("button", { name: "Add cash" }).click();
  await pay.getByRole("button", { name: "Complete sale" }).click();
  const done = page.getByRole("dialog", { name: "Sale complete" });
  const receipt = (await done.getByText(/Receipt #\d+/).textContent())!.match(/#(\d+)/)![1]!;
  // The attached customer's e-mail is there to send to; the printed receipt names the business and its numbers.
  await expect(done.getByLabel("Send receipt to")).toHaveValue(`robin.${suffix}@example.test`);
  const printHref = (await done.getByRole("link", { name: "Print receipt" }).getAttribute("href"))!;
  await done.getByRole("button", { name: "New sale" }).click();
  const paper = await counter.newPage();
  await paper.goto(`${printHref}?print=0`);
  const printed = paper.getByRole("article", { name: "Receipt" });
  await expect(printed).toContainText("Verdant Demo Cannabis Ltd.");
  await shoot(paper, "receipt-print-1024");
  await expect(printed).toContainText("GST/HST no. 123456789 RT0001");
  await expect(printed.getByTestId("receipt-return-policy")).toHaveText(
    "Returns: Unopened products within 14 days with this receipt.",
  );
  await paper.close();

  // The customer brings one back: found by receipt number, one unit chosen, reviewed before confirming.
  await page.getByRole("button", { name: "Returns" }).click();
  const returns = page.getByRole("dialog", { name: "Refund or void a sale" });
  await returns.getByLabel("Receipt number").fill("999999");
  await returns.getByRole("button", { name: "Find sale" }).click();
  await expect(returns.getByRole("alert")).toHaveText("No sale has receipt #999999 at this location.");
  await returns.getByLabel("Receipt number").fill(receipt);
  await returns.getByRole("button", { name: "Find sale" }).click();
  const dialog = page.getByRole("dialog", { name: `Receipt #${receipt}` });
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Choose a quantity to refund on at least one line.");
  await expect(dialog.getByRole("alert")).toContainText("Reason is required.");
  await dialog.getByLabel(/^Refund quantity of/).fill("1");
  await dialog.getByLabel("Reason").fill("Damaged package");
  await dialog.getByRole("button", { name: "Review refund" }).click();
  const preview = dialog.getByTestId("refund-preview");
  await expect(preview.getByRole("row")).toHaveCount(2);
  // Before confirming: the line's quantity, amount, tax and total; the tax refunded; the tender it goes back to.
  const [, quantity, amount, tax, lineTotal] = await preview
    .getByRole("row")
    .nth(1)
    .getByRole("cell")
    .allTextContents();
  expect(quantity).toBe("1");
  expect(cents(tax!)).toBeGreaterThan(0);
  expect(cents(amount!) + cents(tax!)).toBe(cents(lineTotal!));
  await expect(preview.getByText("Tax refunded").locator("..")).toContainText(tax!);
  const total = (await preview.getByTestId("refund-total").textContent())!;
  expect(total).toBe(lineTotal);
  const backTo = preview.getByTestId("refund-back");
  await expect(backTo).toHaveCount(1);
  await expect(backTo).toContainText("Back to cash");
  // Cash goes back rounded to the nickel in Canada, never more than 2 cents from the total.
  expect(Math.abs(cents((await backTo.locator("dd").textContent())!) - cents(total))).toBeLessThanOrEqual(2);
  // A cash sale goes back in cash (the only way); the goods must be placed before confirming, among what
  // British Columbia's rules allow.
  await expect(dialog.getByTestId("refund-tender")).toHaveCount(1);
  await expect(dialog.getByTestId("refund-tender")).toContainText("Cash");
  await dialog.getByRole("button", { name: `Refund ${total}` }).click();
  await expect(dialog.getByText("Choose where the returned goods go.")).toBeVisible();
  await dialog.getByLabel("Returned goods").click();
  await expect(page.getByRole("option", { name: "Back on the shelf (where it was sold from)" })).toBeVisible();
  await page.getByRole("option", { name: "Write off (destroyed)" }).click();
  await shoot(page, "refund-review-1024");
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, "refund-review-1440");
  await page.setViewportSize({ width: 1024, height: 768 });

  // The manager approves here: a wrong PIN is refused next to the PIN, the right one records the refund.
  const approval = dialog.getByRole("group", { name: "Manager approval" });
  await expect(approval.getByLabel("Manager", { exact: true })).toContainText("Maya Manager");
  await approval.getByLabel("Manager PIN").fill("1111");
  await dialog.getByRole("button", { name: `Refund ${total}` }).click();
  await expect(approval.getByRole("alert")).toHaveText("That PIN does not match a manager of this location.");
  await approval.getByLabel("Manager PIN").fill("2468");
  await dialog.getByRole("button", { name: `Refund ${total}` }).click();
  await expect(toast(page, "Refund recorded")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The transaction names who asked and who approved.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
  await page.getByRole("link", { name: `#${receipt}`, exact: true }).click();
  const approvals = page.getByTestId("override");
  await expect(approvals).toHaveCount(1);
  await expect(approvals).toContainText("Refund asked by");
  await expect(approvals).toContainText("approved by Maya Manager: Damaged package");
  await counter.close();
});
