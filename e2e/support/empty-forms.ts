// The forms access-and-messages.spec.ts submits empty (issue 15): how each is opened, and its submit button's
// name. One list for a location's manager, one for the organization's owner; the spec walks them in order.
import { expect, type Locator, type Page } from "@playwright/test";
import { switchLocation } from "./organizations.ts";

export interface EmptyForm {
  name: string;
  open: (page: Page) => Promise<Locator>;
  submit: string;
}

const dialogAfter = (path: string, button: string, dialog: string) => async (page: Page) => {
  await page.goto(path);
  await page.getByRole("button", { name: button }).first().click();
  return page.getByRole("dialog", { name: dialog });
};

const mainOf = (path: string) => async (page: Page) => {
  await page.goto(path);
  return page.getByRole("main");
};

/** The available lot with the most stock at the selected location (the demo's sales use some up), on its page. */
async function openLot(page: Page) {
  await page.goto("/inventory?sortBy=quantity&sortOrder=desc");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "History" })).toBeVisible();
}

/** The register this browser uses (the returns entry chose one), or the first whose drawer is open. */
async function openRegister(page: Page) {
  await page.goto("/pos");
  const tile = page.getByRole("button", { name: /Drawer open/ }).first();
  const finder = page.getByLabel("Find or scan a product");
  await expect(tile.or(finder)).toBeVisible();
  if (await tile.isVisible()) await tile.click();
  await expect(finder).toBeVisible();
}

/** A cart the register can take payment for: a product, and a customer with an e-mail (kept between entries). */
async function cartWithCustomer(page: Page) {
  if ((await page.getByTestId("cart-line").count()) === 0) {
    await page.getByRole("button", { name: "Accessories", exact: true }).click();
    await page.getByRole("list", { name: "Products" }).getByRole("button").first().click();
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
  }
  if ((await page.getByTestId("attached-customer").count()) === 0) {
    await page.getByLabel("Find a customer").fill("example.com");
    await page.getByRole("list", { name: "Customers found" }).getByRole("button").first().click();
    await expect(page.getByTestId("attached-customer")).toBeVisible();
  }
}

async function openPayment(page: Page) {
  await openRegister(page);
  await cartWithCustomer(page);
  await page.getByRole("button", { name: /^Pay/ }).click();
  const pay = page.getByRole("dialog", { name: "Payment" });
  // The dialog offers what is left to pay in cash; the walk takes it away.
  await expect(pay.getByLabel("Cash amount")).not.toHaveValue("");
  return pay;
}

export const forms: EmptyForm[] = [
  { name: "room", open: dialogAfter("/configure/rooms", "New room", "New room"), submit: "Create room" },
  { name: "customer", open: dialogAfter("/customers", "New customer", "New customer"), submit: "Create customer" },
  { name: "vendor", open: dialogAfter("/vendors", "New vendor", "New vendor"), submit: "Create vendor" },
  { name: "product", open: dialogAfter("/products", "New product", "New product"), submit: "Create product" },
  { name: "discount", open: mainOf("/marketing/discount"), submit: "Create and continue" },
  { name: "approval PIN", open: mainOf("/user/settings"), submit: "Save PIN" },
  { name: "brand", open: dialogAfter("/brands", "New brand", "New brand"), submit: "Create brand" },
  {
    name: "customer group",
    open: dialogAfter("/configure/customer-groups", "New customer group", "New customer group"),
    submit: "Create customer group",
  },
  {
    name: "tax group",
    open: dialogAfter("/configure/taxes", "New tax group", "New tax group"),
    submit: "Create group",
  },
  {
    name: "tax rate",
    open: dialogAfter("/configure/taxes/rates", "New tax rate", "New tax rate"),
    submit: "Create rate",
  },
  { name: "purchase order", open: mainOf("/purchase-orders/new"), submit: "Save and continue" },
  {
    name: "inventory adjust",
    open: async (page) => {
      await openLot(page);
      await page.getByRole("button", { name: "Adjust quantity" }).click();
      return page.getByRole("dialog");
    },
    submit: "Save adjustment",
  },
  {
    name: "inventory transfer",
    open: async (page) => {
      await openLot(page);
      await page.getByRole("button", { name: "Move", exact: true }).click();
      return page.getByRole("dialog");
    },
    submit: "Move stock",
  },
  {
    // A delivery without a purchase order: the new receive order's form is complete as it opens.
    name: "receive order item",
    open: async (page) => {
      await page.goto("/purchase-orders/receive");
      await page.getByRole("button", { name: "New receive order" }).click();
      const order = page.getByRole("dialog", { name: "New receive order" });
      await order.getByRole("button", { name: "Create receive order" }).click();
      await expect(page).toHaveURL(/\/purchase-orders\/receive\/[0-9a-f-]{36}/);
      await page.getByRole("button", { name: "Add item" }).click();
      return page.getByRole("dialog", { name: "Add an item" });
    },
    submit: "Add item",
  },
  { name: "new register", open: dialogAfter("/pos", "New register", "New register"), submit: "Create register" },
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
  {
    name: "drawer movement",
    open: async (page) => {
      await openRegister(page);
      await page.getByRole("button", { name: "Drawer", exact: true }).click();
      await page.getByRole("menuitem", { name: "Cash drop" }).click();
      return page.getByRole("dialog", { name: "Cash drop" });
    },
    submit: "Record",
  },
  {
    name: "payment",
    open: async (page) => {
      const pay = await openPayment(page);
      await pay.getByLabel("Cash amount").fill("");
      return pay;
    },
    submit: "Add cash",
  },
  {
    // Sent from the sale-complete dialog, the one place a receipt is sent: the same cart, paid in cash.
    name: "send receipt",
    open: async (page) => {
      const pay = await openPayment(page);
      await pay.getByRole("group", { name: "Quick cash" }).getByRole("button").first().click();
      await pay.getByRole("button", { name: "Complete sale" }).click();
      const done = page.getByRole("dialog", { name: "Sale complete" });
      // The customer's e-mail is filled in once the receipt has loaded: the walk clears it after that.
      const to = done.getByLabel("Send receipt to");
      await expect(to).not.toHaveValue("");
      await to.fill("");
      return done;
    },
    submit: "Send",
  },
  {
    // A register of its own whose drawer was never opened (the demo's registers all have today's drawer open).
    name: "drawer open",
    open: async (page) => {
      await page.goto("/pos");
      const leave = page.getByRole("button", { name: "Switch register" });
      const create = page.getByRole("button", { name: "New register" });
      await expect(leave.or(create)).toBeVisible();
      if (await leave.isVisible()) await leave.click();
      await create.click();
      const dialog = page.getByRole("dialog", { name: "New register" });
      await dialog.getByLabel("Name").fill(`Walk till ${Date.now().toString(36)}`);
      await dialog.getByRole("button", { name: "Create register" }).click();
      await expect(page.getByRole("heading", { name: "Open the drawer" })).toBeVisible();
      return page.getByRole("main");
    },
    submit: "Open drawer",
  },
  // Last: the settings left with an unsaved change would ask before the next form's page loads.
  {
    name: "account settings",
    open: async (page) => {
      await page.goto("/user/settings");
      // Cleared once the account has loaded into the form, so that the save has a name to miss.
      await expect(page.getByLabel("First name")).not.toHaveValue("");
      await page.getByLabel("First name").fill("");
      return page.getByRole("main");
    },
    submit: "Save changes",
  },
];

/** A tab of the organization's Team & locations page. */
async function teamTab(page: Page, tab: string) {
  await page.goto("/authenticated");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team & locations" }).click();
  await page.getByRole("tab", { name: tab }).click();
}

/** A dialog opened from a tab of the organization's Team & locations page. */
const teamDialog = (tab: string, button: string, dialog: string) => async (page: Page) => {
  await teamTab(page, tab);
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: dialog });
};

/** The organization's own forms, which only its owner and admins use. */
export const ownerForms: EmptyForm[] = [
  { name: "new organization", open: mainOf("/user/create-organization"), submit: "Create organization" },
  { name: "new location", open: teamDialog("Locations", "New location", "New location"), submit: "Create location" },
  { name: "invitation", open: teamDialog("Invitations", "Invite people", "Invite people"), submit: "Send invitation" },
  {
    // Every setting may be blank (a receipt prints none): saved as it opens, it says so.
    name: "location receipt settings",
    open: teamDialog("Locations", "Receipts and refunds of Vancouver", "Receipts and refunds · Vancouver"),
    submit: "Save receipt settings",
  },
  {
    // A member always has a type and roles: saved as it opens, it says so.
    name: "member edit",
    open: async (page) => {
      await teamTab(page, "Members");
      await page.getByRole("button", { name: "Actions for Vera Viewer" }).click();
      await page.getByRole("menuitem", { name: "Edit type and roles" }).click();
      return page.getByRole("dialog", { name: "Edit Vera Viewer" });
    },
    submit: "Save changes",
  },
  {
    // Vancouver is not linked to Metrc: the form opens without a license or key.
    name: "Metrc link",
    open: async (page) => {
      await switchLocation(page, "Vancouver");
      await page.goto("/configure/metrc");
      return page.getByRole("form", { name: "Metrc link" });
    },
    submit: "Link to Metrc",
  },
  {
    // Save stays disabled until something changes: the walk empties the name and the slug.
    name: "organization settings",
    open: async (page) => {
      await teamTab(page, "Details");
      const main = page.getByRole("main");
      await main.getByLabel("Name", { exact: true }).fill("");
      await main.getByLabel("Slug").fill("");
      return main;
    },
    submit: "Save changes",
  },
];
