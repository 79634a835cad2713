// Issue 3, done when: a new user creates an organization with two locations, invites a cashier by e-mail to
// one of them; the cashier accepts from the outbox link and sees only what a cashier may see.
import { expect, test } from "@playwright/test";
import { DEMO_ACCESS_CODE, latestCode, latestMessage, uniqueEmail } from "./support/api.ts";
import { inviteLink } from "./support/organizations.ts";
import { toast } from "./support/session.ts";

test("an owner builds an organization and invites a cashier, who joins and sees a cashier's app", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const ownerEmail = uniqueEmail("founder");
  const cashierEmail = uniqueEmail("cashier");
  const org = `Northern Lights ${Date.now().toString(36)}`;

  // Sign up through the outbox code; the access code skips the waitlist.
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(ownerEmail);
  let since = new Date();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(request, ownerEmail, since));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("Founder");
  for (let step = 0; step < 3; step++) await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/access code/i).fill(DEMO_ACCESS_CODE);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // No organization yet: the switcher offers to create one.
  await page.getByRole("link", { name: "New organization" }).click();
  await expect(page).toHaveTitle("New organization · Verdant");
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Organization name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText(/^Location name is required$|^Name is required$/)).toBeVisible();
  await page.getByLabel("Organization name").fill(org);
  await page.getByLabel("Location name").fill("Kitsilano");
  await page.getByLabel("Address", { exact: true }).fill("2100 W 4th Ave");
  await page.getByLabel("City").fill("Vancouver");
  await page.getByLabel("Province or state").fill("BC");
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(toast(page, "Organization created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: org })).toBeVisible();
  await expect(page.getByTestId("selected-organization")).toHaveText(org);
  await expect(page.getByTestId("selected-location")).toHaveText("Kitsilano");

  // A second location.
  await page.getByRole("tab", { name: "Locations" }).click();
  await page.getByRole("button", { name: "New location" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Location name").fill("Gastown");
  await dialog.getByLabel("City").fill("Vancouver");
  await dialog.getByRole("button", { name: "Create location" }).click();
  await expect(toast(page, "Location created successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: /Gastown/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Kitsilano/ })).toBeVisible();

  // Invite a cashier by e-mail, to Gastown only.
  await page.getByRole("tab", { name: "Invitations" }).click();
  await page.getByRole("button", { name: "Invite people" }).click();
  await page.getByRole("dialog").getByLabel("E-mail").fill(cashierEmail);
  await page.getByRole("checkbox", { name: "Cashier at Gastown" }).click();
  since = new Date();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(cashierEmail) });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Gastown: Cashier");

  // The cashier opens the link from their inbox in their own browser, signs up and joins.
  const link = inviteLink(await latestMessage(request, cashierEmail, since));
  const cashierContext = await browser.newContext();
  const cashier = await cashierContext.newPage();
  await cashier.goto(link);
  await expect(cashier.getByTestId("invite-organization")).toHaveText(org);
  await expect(cashier.getByText("Nora Founder invited")).toBeVisible();
  await cashier.getByLabel("E-mail").fill(cashierEmail);
  since = new Date();
  await cashier.getByRole("button", { name: "Continue" }).click();
  await cashier.getByLabel("Verification code").fill(await latestCode(request, cashierEmail, since));
  await cashier.getByRole("button", { name: "Verify and continue" }).click();
  // A new account still onboards, but no access code is needed and no waitlist follows.
  await cashier.getByLabel("First name").fill("Cam");
  await cashier.getByLabel("Last name").fill("Cashier");
  for (let step = 0; step < 3; step++) await cashier.getByRole("button", { name: "Continue" }).click();
  await cashier.getByRole("button", { name: "Finish" }).click();
  await expect(cashier.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(cashier.getByTestId("selected-organization")).toHaveText(org);
  await expect(cashier.getByTestId("selected-location")).toHaveText("Gastown");

  // A cashier's app: no organization management, only their location, rooms read-only.
  const nav = cashier.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Configure" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Team & locations" })).toHaveCount(0);
  await cashier.getByRole("button", { name: "Switch organization or location" }).click();
  await expect(cashier.getByRole("menuitem", { name: "Gastown" })).toBeVisible();
  await expect(cashier.getByRole("menuitem", { name: "Kitsilano" })).toHaveCount(0);
  await cashier.keyboard.press("Escape");
  await nav.getByRole("link", { name: "Configure" }).click();
  await expect(cashier.getByText("No rooms yet")).toBeVisible();
  await expect(cashier.getByRole("button", { name: "New room" })).toHaveCount(0);
  await cashier.goto("/user/organizations");
  await cashier.getByRole("link", { name: org }).click();
  await expect(cashier.getByRole("tab", { name: "Members" })).toHaveCount(0);
  await expect(cashier.getByRole("button", { name: "Leave organization" })).toBeEnabled();
  await cashierContext.close();

  // The owner sees the invitation used.
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(cashierEmail) })).toContainText("Accepted");
});
