// Sign-up by e-mail code → onboarding → waitlist → approval by the platform admin → the app.
import { expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { ADMIN_EMAIL, DEMO_ACCESS_CODE, DEMO_PASSWORD, latestCode, uniqueEmail } from "./support/api.ts";
import { expectPlainMessages } from "./support/plain-words.ts";
import { shoot } from "./support/shots.ts";

test("a new user signs up by e-mail, onboards, waits, is approved and reaches the app", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail("newcomer");

  await page.goto("/signup?referredBy=friend-42");
  await expect(page).toHaveTitle("Create your account · Verdant");
  await page.getByLabel("E-mail").fill(email);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Verification code").fill(await latestCode(request, email, sentAt));
  await page.getByRole("button", { name: "Verify and continue" }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/^First name must be/)).toBeVisible();
  await expectPlainMessages(page, page.locator("body"), "onboarding");
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Lee-Martin");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("checkbox", { name: "Inventory tracking" }).click();
  await page.getByRole("checkbox", { name: "Purchase orders" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await page.getByLabel("Trade show or event").check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Finish" }).click();

  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  // A guarded page sends a waiting user back to the waitlist.
  await page.goto("/user/settings");
  await expect(page).toHaveURL(/\/waitlist$/);

  // The platform admin approves the newcomer from the admin screen, in their own browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/signin");
  await admin.getByRole("link", { name: "Sign in with password" }).click();
  await admin.getByLabel("E-mail or username").fill(ADMIN_EMAIL);
  await admin.getByLabel("Password").fill(DEMO_PASSWORD);
  await admin.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(admin.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Waitlist" }).click();
  await expect(admin.getByRole("heading", { name: "Waitlist" })).toBeVisible();
  await admin.getByRole("searchbox", { name: /Search/ }).fill(email);
  const row = admin.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Jordan Lee-Martin");
  await expect(row).toContainText("Trade show or event");
  await row.getByRole("button", { name: `Approve ${email}` }).click();
  await expect(admin.getByText("Jordan Lee-Martin is approved.")).toBeVisible();
  await expect(admin.getByText("Nobody on the waitlist matches")).toBeVisible();
  await adminContext.close();

  // The waitlist page notices the approval by itself and moves on.
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Welcome back, Jordan.")).toBeVisible();
  await expect(page).toHaveTitle("Dashboard · Verdant");
});

test("an address already in use is refused with the spec's wording", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill("owner@demo.store");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("The email is already in use. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup/);
});

test("an invitation link the server does not know leads to the invalid-invite screen after one lookup", async ({
  page,
}) => {
  // Resolving at once means one answer, not retries of a 404 behind a spinner: count the lookups.
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/organization-invite/")) lookups.push(r.url());
  });
  await page.goto("/signup/NOSUCHINVITE42");
  await expect(page).toHaveURL(/\/invalid-invite\?reason=UNKNOWN$/);
  await expect(page.getByRole("heading", { name: "This invitation is not valid" })).toBeVisible();
  await expect(page.getByText("Ask the person who invited you to send a new one.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  expect(lookups).toHaveLength(1);
});

test("someone on the waitlist enters an access code later and is let in", async ({ page, request }) => {
  const email = uniqueEmail("latecode");
  const headers = { "api-key": DEV_API_KEY };
  let since = new Date();
  const started = await request.post("/api/auth/sign-up", { data: { email }, headers });
  const { authenticationId } = (await started.json()) as { authenticationId: string };
  const verified = await request.post("/api/auth/sign-up/verify", {
    data: { authenticationId, code: await latestCode(request, email, since) },
    headers,
  });
  const { accessToken } = (await verified.json()) as { accessToken: string };
  const onboarded = await request.post("/api/auth/onboarding/save-partial", {
    data: { firstName: "Wren", lastName: "Waiting", complete: true },
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
  });
  expect(onboarded.ok()).toBeTruthy();

  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  since = new Date();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(request, email, since));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();

  await page.getByRole("button", { name: "Use code" }).click();
  await expect(page.getByText("Access code is required")).toBeVisible();
  await page.getByLabel("Access code").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Use code" }).click();
  await expect(page.getByText("This access code is not valid")).toBeVisible();
  await shoot(page, "waitlist-access-code");
  await expect(page).toHaveURL(/\/waitlist$/);

  await page.getByLabel("Access code").fill(DEMO_ACCESS_CODE.toLowerCase());
  await page.getByRole("button", { name: "Use code" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back, Wren.")).toBeVisible();
});
