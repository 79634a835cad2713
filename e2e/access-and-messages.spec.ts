// Plain words and clear refusals (issue 15): every form submitted empty answers in the user's words (the field's
// label, never a property name, an enum value or an id), and a page a role cannot use, opened by a deep link,
// says so and who to ask instead of failing.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { switchLocation } from "./support/organizations.ts";
import { MANAGER_EMAIL, signIn } from "./support/session.ts";

const INVENTORY_EMAIL = "inventory@demo.store";

/** A camelCase word, an ENUM_VALUE (or a list of them) or a UUID. */
const LEAK =
  /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z]{2,}_[A-Z_]+\b|\b[A-Z]{3,}(, [A-Z]{3,})+\b|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

interface EmptyForm {
  name: string;
  open: (page: Page) => Promise<Locator>;
  submit: string;
}

const dialogAfter = (path: string, button: string, dialog: string) => async (page: Page) => {
  await page.goto(path);
  await page.getByRole("button", { name: button }).first().click();
  return page.getByRole("dialog", { name: dialog });
};

const forms: EmptyForm[] = [
  { name: "room", open: dialogAfter("/configure/rooms", "New room", "New room"), submit: "Create room" },
  { name: "customer", open: dialogAfter("/customers", "New customer", "New customer"), submit: "Create customer" },
  { name: "vendor", open: dialogAfter("/vendors", "New vendor", "New vendor"), submit: "Create vendor" },
  { name: "product", open: dialogAfter("/products", "New product", "New product"), submit: "Create product" },
  {
    name: "discount",
    open: async (page) => {
      await page.goto("/marketing/discount");
      return page.getByRole("main");
    },
    submit: "Create and continue",
  },
  {
    name: "approval PIN",
    open: async (page) => {
      await page.goto("/user/settings");
      return page.getByRole("main");
    },
    submit: "Save PIN",
  },
  {
    name: "register returns",
    open: async (page) => {
      await page.goto("/pos");
      await page
        .getByRole("button", { name: /Drawer open/ })
        .first()
        .click();
      await page.getByRole("button", { name: "Returns" }).click();
      return page.getByRole("dialog", { name: "Refund or void a sale" });
    },
    submit: "Find sale",
  },
];

async function messagesOf(page: Page, scope: Locator) {
  await expect(scope.getByRole("alert").or(page.locator("[data-sonner-toast]")).first()).toBeVisible();
  const alerts = await scope.getByRole("alert").allTextContents();
  const toasts = await page.locator("[data-sonner-toast]").allTextContents();
  return [...alerts, ...toasts].map((m) => m.trim()).filter(Boolean);
}

test("every form submitted empty answers with field labels, never property names, enum values or ids", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/signin");
  await page.getByRole("button", { name: "Send code" }).click();
  for (const message of await messagesOf(page, page.getByRole("main").or(page.locator("body")).first()))
    expect(message, "sign-in").not.toMatch(LEAK);
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  for (const message of await messagesOf(page, page.locator("body"))) expect(message, "reset").not.toMatch(LEAK);

  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  for (const form of forms) {
    const scope = await form.open(page);
    await scope.getByRole("button", { name: form.submit }).click();
    const messages = await messagesOf(page, scope);
    expect(messages.length, form.name).toBeGreaterThan(0);
    for (const message of messages) expect(message, `${form.name}: ${message}`).not.toMatch(LEAK);
    await page.keyboard.press("Escape");
  }
});

test("an inventory clerk's deep link to a page their role cannot use shows who to ask, not a failing page", async ({
  page,
}) => {
  await signIn(page, INVENTORY_EMAIL);
  await switchLocation(page, "Vancouver");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Register" })).toHaveCount(0);
  for (const [path, area] of [
    ["/pos", "Register"],
    ["/marketing", "Marketing"],
    ["/transactions", "Transactions"],
  ] as const) {
    await page.goto(path);
    const state = page.getByTestId("no-access");
    await expect(state.getByText(`You don't have access to ${area}`)).toBeVisible();
    await expect(state).toContainText("Ask the owner or an admin of");
    await expect(state).toContainText("Green Leaf Cannabis");
  }
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
