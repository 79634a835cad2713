// Plain words (issue 15): what a form says when submitted empty names the field's label, never a property name, an
// enum value or an id. Shared by the empty-submit walk and the journeys that reach the forms the walk cannot (a
// fresh account's onboarding, an invited person's welcome, an offline sale to resolve).
import { expect, type Locator, type Page } from "@playwright/test";

/** A camelCase word, an ENUM_VALUE (or a list of them) or a UUID. */
export const LEAK =
  /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z]{2,}_[A-Z_]+\b|\b[A-Z]{3,}(, [A-Z]{3,})+\b|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

/** The messages a submit left in `scope` (its alerts) and in the toasts, once at least one shows. */
export async function messagesOf(page: Page, scope: Locator) {
  await expect(scope.getByRole("alert").or(page.locator("[data-sonner-toast]")).first()).toBeVisible();
  const alerts = await scope.getByRole("alert").allTextContents();
  const toasts = await page.locator("[data-sonner-toast]").allTextContents();
  return [...alerts, ...toasts].map((m) => m.trim()).filter(Boolean);
}

/** At least one message shows after a submit in `scope`, and none names a property, an enum value or an id. */
export async function expectPlainMessages(page: Page, scope: Locator, form: string) {
  const messages = await messagesOf(page, scope);
  expect(messages.length, form).toBeGreaterThan(0);
  for (const message of messages) expect(message, `${form}: ${message}`).not.toMatch(LEAK);
}
