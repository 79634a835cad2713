// Issue 3, done when: a new user creates an organization with two locations, invites a cashier by e-mail to
// one of them; the cashier accepts from the outbox link and sees only what a cashier may see.
import { expect, test } from "@playwright/test";
import { DEMO_ACCESS_CODE, latestCode, latestMessage, uniqueEmail } from "./support/api.ts";
import {
  createApprovedEmailUser,
  createOrganization,
  inviteAndAccept,
  inviteLink,
  signInWithCode,
} from "./support/organizations.ts";
import { expectPlainMessages } from "./support/plain-words.ts";
import { toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

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
  // Not the owner's set-up: the name the team sees, then the staff welcome, with no access code and no waitlist.
  await expect(cashier.getByRole("heading", { name: `Welcome to ${org}` })).toBeVisible();
  await shoot(cashier, "staff-onboarding-name");
  await expect(cashier.getByText("Nora Founder invited you. First, what should your team call you?")).toBeVisible();
  await cashier.getByRole("button", { name: "Continue" }).click();
  await expectPlainMessages(cashier, cashier.locator("body"), "staff onboarding");
  await cashier.getByLabel("First name").fill("Cam");
  await cashier.getByLabel("Last name").fill("Cashier");
  await cashier.getByRole("button", { name: "Continue" }).click();
  await expect(cashier.getByRole("heading", { name: `Welcome to ${org}, Cam` })).toBeVisible();
  await expect(cashier.getByText("Nora Founder invited you to join the team.")).toBeVisible();
  const locations = cashier.getByRole("list", { name: "Your locations" });
  await expect(locations.getByRole("listitem")).toHaveCount(1);
  await expect(locations).toContainText("Gastown: you sell at the register and look after customers.");
  // A cashier approves nothing: no PIN asked. Their first step is the register.
  await expect(cashier.getByText("Approval PIN")).toHaveCount(0);
  await expect(cashier.getByRole("button", { name: /Open the register/ })).toBeVisible();
  await expect(cashier.getByRole("button", { name: /Invite your team/ })).toHaveCount(0);
  await shoot(cashier, "staff-welcome-cashier", { fullPage: true });
  await cashier.getByRole("button", { name: "Skip" }).click();
  await expect(cashier.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // Shown once: the next visit lands on the dashboard.
  await cashier.reload();
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

  // The used link says so at once, after one lookup, and offers the way in.
  const lookups: string[] = [];
  cashier.on("request", (r) => {
    if (r.url().includes("/api/organization-invite/")) lookups.push(r.url());
  });
  await cashier.goto(link);
  await expect(cashier.getByRole("heading", { name: "This invitation was already accepted" })).toBeVisible();
  await expect(cashier.getByText(`Whoever accepted it is a member of ${org}.`)).toBeVisible();
  await expect(cashier.getByRole("link", { name: "Go to Verdant" })).toBeVisible();
  expect(lookups).toHaveLength(1);
  await shoot(cashier, "invite-already-accepted");
  await cashierContext.close();

  // The owner sees the invitation used.
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(cashierEmail) })).toContainText("Accepted");
});

test("an invited manager is asked for an approval PIN in their welcome and starts at the register", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail("welcomer");
  const managerEmail = uniqueEmail("newmanager");
  const ownerToken = await createApprovedEmailUser(request, ownerEmail, ["Rae", "Owner"]);
  const managerToken = await createApprovedEmailUser(request, managerEmail, ["Mo", "Manager"]);
  const name = `Welcome Co ${Date.now().toString(36)}`;
  const org = await createOrganization(request, ownerToken, name, "Harbour");
  await inviteAndAccept(request, ownerToken, org, { email: managerEmail, token: managerToken }, ["MANAGER"]);

  // The owner is never welcomed: straight to the dashboard.
  await signInWithCode(page, request, ownerEmail);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInWithCode(page, request, managerEmail, `Welcome to ${name}, Mo`);
  await expect(page.getByText("Rae Owner invited you to join the team.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your locations" })).toContainText(
    "Harbour: you run the store: sell, approve refunds and voids, and look after stock, prices and reports.",
  );
  await shoot(page, "staff-welcome-manager", { fullPage: true });
  // Asked for the approval PIN: the way leads to their settings, where it lives; the welcome is then done.
  await page.getByRole("button", { name: "Set my PIN" }).click();
  await expect(page).toHaveURL(/\/user\/settings/);
  await expect(page.getByText("No PIN yet")).toBeVisible();
  await page.getByLabel("PIN", { exact: true }).fill("2468");
  await page.getByLabel("Repeat the PIN").fill("2468");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(toast(page, "Approval PIN saved")).toBeVisible();
  await expect(page.getByText("PIN set")).toBeVisible();
  // The welcome, opened again, no longer asks; its first step is the register.
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: `Welcome to ${name}, Mo` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set my PIN" })).toHaveCount(0);
  await page.getByRole("button", { name: /Open the register/ }).click();
  await expect(page).toHaveURL(/\/pos/);
  await page.goto("/authenticated");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
