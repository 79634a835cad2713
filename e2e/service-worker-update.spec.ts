// A new version deployed while the app is open (issue 19, decision 0027): the page learns of it (here when the
// browser comes back online, as every 15 minutes), the new service worker installs beside the running one and waits,
// and the page says "A new version of Verdant is ready" instead of swapping the app silently. Until the user accepts,
// the running version stays in charge; Reload hands over to the new one, the old cache goes and the page reloads
// once. The "new version" is the built worker served with another version (a cookie only this browser sends, honoured
// only where the development helpers are on: apps/api/src/plugins/web.ts).
import { expect, test } from "@playwright/test";
import { MANAGER_EMAIL, signIn } from "./support/session.ts";

test.use({ serviceWorkers: "allow" });

test("a new version is offered with an update prompt and taken only when the user reloads", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, MANAGER_EMAIL);
  // The app as first installed: one worker in control, one cache, no prompt.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const caches = () => page.evaluate(() => globalThis.caches.keys());
  const [installed] = await caches();
  expect(installed).toMatch(/^verdant-app-[0-9a-f]{12}$/);
  const prompt = page.getByRole("status").filter({ hasText: "A new version of Verdant is ready" });
  await expect(prompt).toHaveCount(0);

  // A new version is deployed; the open page learns of it when the browser comes back online.
  await context.addCookies([{ name: "verdant-dev-release", value: "next1", url: baseURL! }]);
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // Nothing swapped in silence: the same page, the old version still in charge beside the new one waiting.
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  expect((await caches()).sort()).toEqual([installed, `${installed}-next1`].sort());
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, active: !!registration?.active };
    }),
  ).toEqual({ waiting: true, active: true });

  // Reload: the new version takes over, the old cache goes, and the page reloads once into it.
  await prompt.getByRole("button", { name: "Reload" }).click();
  const marked = () =>
    page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage ?? false).catch(() => null);
  await expect.poll(marked).toBe(false);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect.poll(caches).toEqual([`${installed}-next1`]);
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  await context.close();
});
