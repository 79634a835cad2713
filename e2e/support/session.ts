// Signing a demo account in through the password screen, as a person would.
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./api.ts";

export const MANAGER_EMAIL = "manager@demo.store";
export const CASHIER_EMAIL = "cashier@demo.store";

export async function signIn(page: Page, email: string) {
  await page.goto("/signin?mode=password");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/**
 * The signed-in page's session token, for a journey that prepares data through the API as an integration would.
 * It lives in the HttpOnly auth-token cookie: page script cannot read it, the browser context can.
 */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "auth-token");
  expect(cookie?.httpOnly, "the session cookie is HttpOnly").toBe(true);
  return cookie!.value;
}

/** A sonner toast with exactly this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
