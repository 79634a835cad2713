// Plain words and clear refusals (issue 15): every form submitted empty answers in the user's words (the field's
// label, never a property name, an enum value or an id), and a page a role cannot use, opened by a deep link,
// says so and who to ask instead of failing, for every location role (inventory, cashier, viewer, manager).
import { expect, type Page, test } from "@playwright/test";
import { OWNER_EMAIL } from "./support/api.ts";
import { type EmptyForm, forms, ownerForms } from "./support/empty-forms.ts";
import { switchLocation } from "./support/organizations.ts";
import { expectPlainMessages } from "./support/plain-words.ts";
import { CASHIER_EMAIL, MANAGER_EMAIL, signIn } from "./support/session.ts";

const INVENTORY_EMAIL = "inventory@demo.store";
const VIEWER_EMAIL = "viewer@demo.store";

/** Submits each form empty: it answers, and no message names a property, an enum value or an id. */
async function walkEmptySubmits(page: Page, list: EmptyForm[]) {
  for (const form of list) {
    const scope = await form.open(page);
    await scope.getByRole("button", { name: form.submit }).click();
    await expectPlainMessages(page, scope, form.name);
    await page.keyboard.press("Escape");
  }
}

test("every form submitted empty answers with field labels, never property names, enum values or ids", async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.goto("/signin");
  await page.getByRole("button", { name: "Send code" }).click();
  await expectPlainMessages(page, page.getByRole("main").or(page.locator("body")).first(), "sign-in");
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectPlainMessages(page, page.locator("body"), "reset");

  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  await walkEmptySubmits(page, forms);
});

test("the owner's forms submitted empty answer in the same plain words", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectPlainMessages(page, page.locator("body"), "sign-up");
  await signIn(page, OWNER_EMAIL);
  await walkEmptySubmits(page, ownerForms);
});

/** A deep link to each path shows the no-access state for its area, naming who to ask (or the platform's admins). */
async function expectNoAccess(page: Page, deepLinks: readonly (readonly [string, string])[], ask: string) {
  for (const [path, area] of deepLinks) {
    // The app may replace the URL while it loads (the register does): what counts is the state it settles on.
    await page.goto(path, { waitUntil: "commit" });
    const state = page.getByTestId("no-access");
    await expect(state.getByText(`You don't have access to ${area}`), path).toBeVisible();
    await expect(state).toContainText(ask);
    await expect(state.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  }
}

const ASK_OWNER = "Ask the owner or an admin of Green Leaf Cannabis";

test("an inventory clerk's deep link to a page their role cannot use shows who to ask, not a failing page", async ({
  page,
}) => {
  await signIn(page, INVENTORY_EMAIL);
  await switchLocation(page, "Vancouver");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Register" })).toHaveCount(0);
  await expectNoAccess(
    page,
    [
      ["/pos", "Register"],
      ["/marketing", "Marketing"],
      ["/transactions", "Transactions"],
    ],
    ASK_OWNER,
  );
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("every other role's deep links to pages it cannot use say so too: cashier, viewer, manager", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const as = async (email: string, location: string | null) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    if (location) await switchLocation(page, location);
    return { page, done: () => context.close() };
  };
  // A cashier sells and sees their own sales, but neither reviews offline sales nor reads the store's reports.
  const cashier = await as(CASHIER_EMAIL, null);
  await expect(cashier.page.getByTestId("selected-location")).toHaveText("Vancouver");
  await expectNoAccess(
    cashier.page,
    [
      ["/offline-sales", "Offline sales"],
      ["/reports/sales", "Sales"],
      ["/reports/tax-liability", "Tax liability"],
    ],
    ASK_OWNER,
  );
  await cashier.done();
  // A viewer reads reports at Los Angeles but does not sell there.
  const viewer = await as(VIEWER_EMAIL, null);
  await expect(viewer.page.getByTestId("selected-location")).toHaveText("Los Angeles");
  await expectNoAccess(
    viewer.page,
    [
      ["/pos", "Register"],
      ["/offline-sales", "Offline sales"],
    ],
    ASK_OWNER,
  );
  await viewer.done();
  // A manager runs the store but not the platform's waitlist.
  const manager = await as(MANAGER_EMAIL, "Vancouver");
  await expectNoAccess(manager.page, [["/admin/waitlist", "Waitlist"]], "Only Verdant platform administrators");
  await manager.done();
});
