// Screens for review (SHOTS=1): light and dark screenshots of the page as it is now, in screenshots/ (git-ignored).
import type { Page } from "@playwright/test";

export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.SHOTS !== "1") return;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `screenshots/${name}-${scheme}.png`, fullPage: options.fullPage });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
