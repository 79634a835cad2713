// The demo store's days (Vancouver's calendar), and the last of them whose drawers are all closed: what the report
// journeys read, in either language.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { sessionToken } from "./session.ts";

const storeDayOf = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(at);
export const storeDay = (daysAgo: number) => storeDayOf(new Date(Date.now() - daysAgo * 864e5));

type DrawerRow = { status: "OPEN" | "CLOSED"; openedAt: string };

/**
 * The latest store day whose drawers are all closed, two or more of them: the demo's last full day. Read from the
 * drawers, not the clock, so a journey run after the store's midnight that followed the seed (the seed's today,
 * its drawers still open, became yesterday) reads a closed day all the same.
 */
export async function lastClosedDay(page: Page, request: APIRequestContext): Promise<string> {
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const base = `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}`;
  const headers = { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` };
  const list = async (status: DrawerRow["status"]) => {
    const response = await request.get(`${base}/drawer-session?status=${status}&limit=100`, { headers });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { data: DrawerRow[] }).data;
  };
  const openDays = new Set((await list("OPEN")).map((d) => storeDayOf(new Date(d.openedAt))));
  const closed = new Map<string, number>();
  for (const drawer of await list("CLOSED")) {
    const day = storeDayOf(new Date(drawer.openedAt));
    if (!openDays.has(day)) closed.set(day, (closed.get(day) ?? 0) + 1);
  }
  const day = [...closed].filter(([, n]) => n >= 2).sort(([a], [b]) => b.localeCompare(a))[0]?.[0];
  expect(day, "a store day with its drawers closed").toBeTruthy();
  return day!;
}
