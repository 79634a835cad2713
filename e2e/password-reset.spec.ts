// Forgot password → e-mailed link → new password → sign in with it; the used link no longer works.

import { expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { DEMO_ACCESS_CODE, latestCode, latestMessage, uniqueEmail } from "./support/api.ts";

const headers = { "api-key": DEV_API_KEY };

test("a user who forgot the password resets it from the e-mailed link and signs in", async ({ page, request }) => {
  // An account with a password, made through the API as the sign-up and settings screens would.
  const email = uniqueEmail("forgetful");
  let since = new Date();
  const started = await (await request.post("/api/auth/sign-up", { data: { email }, headers })).json();
  const code = await latestCode(request, email, since);
  const { accessToken } = await (
    await request.post("/api/auth/sign-up/verify", {
      data: { authenticationId: started.authenticationId, code },
      headers,
    })
  ).json();
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  await request.post("/api/auth/onboarding/save-partial", {
    data: { firstName: "Robin", accessCode: DEMO_ACCESS_CODE, complete: true },
    headers: auth,
  });
  await request.patch("/api/auth/me", {
    data: { password: "first-password-1", confirmPassword: "first-password-1" },
    headers: auth,
  });

  await page.goto("/signin?mode=password");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveTitle("Forgot your password? · Verdant");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("E-mail must be a valid e-mail address")).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  since = new Date();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const message = await latestMessage(request, email, since);
  const link = new URL(/https?:\/\/\S+\/forgot-password\?\S+/.exec(message.body)![0]);
  const resetPath = `${link.pathname}${link.search}`;
  await page.goto(resetPath);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The link's page names the account, masked (f***@e2e.test) so a forwarded link does not leak the address.
  await expect(page.getByText(/For .\*+@e2e\.test/)).toBeVisible();
  await page.getByLabel("New password").fill("second-password-2");
  await page.getByLabel("Confirm password").fill("second-password-X");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("second-password-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is changed. Sign in with it now.")).toBeVisible();

  await expect(page).toHaveURL(/\/signin\?mode=password$/);
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill("second-password-2");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // The link worked once; opened again it leads to the invalid-link screen.
  await page.goto(resetPath);
  await expect(page).toHaveURL(/\/invalid-reset-password$/);
  await expect(page.getByRole("heading", { name: "This reset link has expired" })).toBeVisible();
});
