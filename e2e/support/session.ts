// Signing a demo account in. The password screen itself is walked by sign-in.spec.ts; every other journey signs in
// as that screen does underneath (the API sets the session cookie in this browser context, the app keeps who is
// signed in), then opens the dashboard: walking the screen in each of them cost a page load apiece.
import { expect, type Page } from "@playwright/test";
import { AUTH_MODE_HEADER, AUTH_STORAGE_KEY, DEV_API_KEY } from "@verdant/shared";
import { DEMO_PASSWORD } from "./api.ts";

export const MANAGER_EMAIL = "manager@demo.store";
export const CASHIER_EMAIL = "cashier@demo.store";

export async function signIn(page: Page, email: string) {
  const response = await page.request.post("/api/auth/sign-in/password", {
    headers: { "api-key": DEV_API_KEY, [AUTH_MODE_HEADER.name]: AUTH_MODE_HEADER.cookie },
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `${email} signs in`).toBeTruthy();
  const { user } = (await response.json()) as { user: Record<string, unknown> };
  // The app's saved state as its sign-in leaves it (lib/auth-store.ts), written on the app's origin.
  const saved = { authenticationId: null, step: null, codeSentTo: null, selectedLocation: null, selectedAuth: "email" };
  await page.goto("/api/health");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify({ ...saved, ...user, signedIn: true })],
  );
  await page.goto("/");
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

/**
 * Waits for the toasts on screen to leave, as a user does before reaching for what they cover: they stack at the top
 * right, over a page's main action ("New discount"), and stay while the pointer rests on them. A journey that
 * clicked through them waited there for good (a CI run of the discounts journey did). The pointer moves off them.
 */
export async function awaitToastsGone(page: Page) {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 500) - 1);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}
