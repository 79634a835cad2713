// Passwordless sign-in by phone (Canada) with a wrong code first, and password sign-in and sign-out.
import { expect, test } from "@playwright/test";
import { createApprovedPhoneUser, DEMO_PASSWORD, latestCode, OWNER_EMAIL, uniqueCanadianPhone } from "./support/api.ts";

test("a user signs in with a code texted to a Canadian phone, after one wrong code", async ({ page, request }) => {
  const phone = uniqueCanadianPhone();
  await createApprovedPhoneUser(request, phone.e164);

  await page.goto("/signin");
  await expect(page).toHaveTitle("Sign in · Verdant");
  await page.getByRole("tab", { name: "Phone" }).click();
  const country = page.getByRole("combobox", { name: "Country/Region" });
  await expect(country).toHaveText(/Canada \(\+1\)/);
  await country.click();
  await expect(page.getByRole("option").first()).toHaveText("Canada (+1)");
  await page.keyboard.press("Escape");

  await page.getByLabel("Phone number").fill("(604) 555-12");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^Phone number must be a valid phone number/)).toBeVisible();

  await page
    .getByLabel("Phone number")
    .fill(`(${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6)}`);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  await expect(page.getByText(phone.e164)).toBeVisible();
  await expect(page.getByText("Didn't receive a code?")).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();

  const code = await latestCode(request, phone.e164, sentAt);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByText("The code is incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/passwordless-signin$/);

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back, Casey.")).toBeVisible();

  // The session survives a reload: state under be-userAuth, token only in the HttpOnly auth-token cookie.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === "auth-token");
  expect(token?.secure).toBe(true);
  expect(token?.sameSite).toBe("Strict");
  expect(token?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("auth-token");
  expect(await page.evaluate(() => localStorage.getItem("be-userAuth"))).not.toContain(token!.value);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}").signedIn)).toBe(true);
});

test("a user signs in with a password, and signs out to the sign-in screen", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole("link", { name: "Sign in with password" }).click();
  await page.getByLabel("E-mail or username").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Waitlist" })).toHaveCount(0);

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/authenticated");
  await expect(page).toHaveURL(/\/signin$/);
});
