// Every identity screen in light and dark, written to screenshots/ for a person to look over (not a test of
// behaviour: the journeys are). Run: SCREENSHOTS=1 npx playwright test --project screenshots
import { type Browser, type Page, test } from "@playwright/test";
import { ADMIN_EMAIL, DEMO_PASSWORD, latestCode, latestMessage, OWNER_EMAIL, uniqueEmail } from "./support/api.ts";

const themes = ["light", "dark"] as const;

async function open(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const shot = (page: Page, name: string, theme: string) =>
  page.screenshot({ path: `screenshots/${name}-${theme}.png`, fullPage: true, animations: "disabled" });

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
}

for (const theme of themes) {
  test(`identity screens, ${theme}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const page = await open(browser, theme);

    await page.goto("/signin");
    await shot(page, "signin", theme);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByText("E-mail must be a valid e-mail address").waitFor();
    await shot(page, "signin-error", theme);
    await page.getByRole("tab", { name: "Phone" }).click();
    await shot(page, "signin-phone", theme);
    await page.getByRole("combobox", { name: "Country/Region" }).click();
    await shot(page, "signin-country-list", theme);
    await page.keyboard.press("Escape");
    await page.goto("/signin?mode=password");
    await page.getByLabel("E-mail or username").fill(OWNER_EMAIL);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    await shot(page, "signin-password-toast", theme);

    await page.goto("/signup");
    await shot(page, "signup", theme);
    const email = uniqueEmail(`shots-${theme}`);
    await page.getByLabel("E-mail").fill(email);
    const since = new Date();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Confirm it's you" }).waitFor();
    await shot(page, "signup-code", theme);
    await page.getByLabel("Verification code").fill(await latestCode(request, email, since));
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await page.getByText("Step 1 of 4").waitFor();
    await shot(page, "onboarding-1", theme);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Shots");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 2 of 4").waitFor();
    await page.getByRole("checkbox", { name: "Point of sale" }).click();
    await shot(page, "onboarding-2", theme);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 3 of 4").waitFor();
    await page.getByLabel("Social media").check();
    await shot(page, "onboarding-3", theme);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 4 of 4").waitFor();
    await shot(page, "onboarding-4", theme);
    await page.getByRole("button", { name: "Finish" }).click();
    await page.getByRole("heading", { name: "You're on the waitlist" }).waitFor();
    await shot(page, "waitlist", theme);
    await page.getByRole("button", { name: "Sign out" }).click();

    await page.goto("/forgot-password");
    await shot(page, "forgot-password", theme);
    await page.getByLabel("E-mail").fill(OWNER_EMAIL);
    const resetSince = new Date();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await shot(page, "forgot-password-sent", theme);
    const message = await latestMessage(request, OWNER_EMAIL, resetSince);
    const link = new URL(/https?:\/\/\S+\/forgot-password\?\S+/.exec(message.body)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await shot(page, "reset-password", theme);
    await page.goto("/invalid-reset-password");
    await shot(page, "invalid-reset-password", theme);
    await page.goto("/invalid-invite");
    await shot(page, "invalid-invite", theme);
    await page.goto("/no-such-page");
    await shot(page, "not-found", theme);

    await signInWithPassword(page, ADMIN_EMAIL);
    await shot(page, "dashboard", theme);
    await page.goto("/admin/waitlist");
    await page
      .getByRole("row", { name: /Approve/ })
      .first()
      .waitFor();
    await shot(page, "admin-waitlist", theme);
    await page.goto("/admin/waitlist?search=nobody-matches-this");
    await page.getByText("Nobody on the waitlist matches").waitFor();
    await shot(page, "admin-waitlist-empty", theme);
    await page.goto("/user/settings");
    await page.getByRole("heading", { name: "Account settings" }).waitFor();
    await shot(page, "user-settings", theme);
    await page.getByLabel("First name").fill("Avery-Jo");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByRole("alertdialog", { name: "You have unsaved changes." }).waitFor();
    await shot(page, "user-settings-unsaved", theme);
    await page.getByRole("button", { name: "Stay" }).click();
    await page.getByRole("button", { name: "Account menu" }).click();
    await shot(page, "account-menu", theme);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/authenticated");
    await page.getByRole("button", { name: "Open navigation" }).click();
    await shot(page, "mobile-nav", theme);
    await page.context().close();
  });
}
