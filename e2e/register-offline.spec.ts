// The register through an outage (issue 19): opened online (its service worker and local copy in place), the
// network goes, the page reloads from the cache, five sales are rung up offline — one of a product another
// register sells out meanwhile, one near the purchase limit — the browser is closed and reopened with the same
// storage, the network returns, and the server then holds exactly five offline sales with exact stock, ledger and
// drawer cash, the stock shortfall flagged; sending the queue again changes nothing. A manager then reviews and
// resolves the flag on the offline sales screen.
import { type BrowserContext, expect, test } from "@playwright/test";
import {
  call,
  managerAtVancouver,
  prepareStock,
  queuedSales,
  ringUp,
  send,
  shootSizes,
  suffix,
} from "./support/offline.ts";
import { expectPlainMessages } from "./support/plain-words.ts";
import { newRegisterInEveryRoom } from "./support/registers.ts";
import { toast } from "./support/session.ts";

test.use({ serviceWorkers: "allow" });

type OfflineRow = {
  saleId: string;
  offlineReceipt: string;
  registerName: string;
  totalCents: number;
  flags: { code: string }[];
};

test("the register sells through an outage and every offline sale reaches the server exactly once", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  let context: BrowserContext = await browser.newContext();
  let page = await context.newPage();
  const ids = await managerAtVancouver(page);
  await page.getByRole("link", { name: "Register" }).click();
  const stock = await prepareStock(request, ids, "Offline");

  // A register of its own selling from every room, its drawer opened with a 200.00 float; the local copy is kept.
  await newRegisterInEveryRoom(page, `Offline ${suffix}`);
  await page.getByLabel("Opening float").fill("200.00");
  await page.getByRole("button", { name: "Open drawer" }).click();
  await expect(page.getByTestId("offline-freshness")).toContainText("Local copy updated just now");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const registerId = new URL(page.url()).searchParams.get("register")!;

  // The network goes; the page reloads from the service worker's cache and the register is there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel("Find or scan a product")).toBeVisible();

  // Meanwhile another register sells two of the three tins.
  const other = await call<{ id: string }>(request, ids, "POST", "register", {
    name: `Other ${suffix}`,
    roomIds: [stock.floorId],
  });
  const otherDrawer = await call<{ id: string }>(request, ids, "POST", "drawer-session", {
    registerId: other.id,
    openingFloatCents: 0,
  });
  await call(request, ids, "POST", "sale/complete", {
    registerId: other.id,
    drawerSessionId: otherDrawer.id,
    customerId: stock.buyerId,
    lines: [{ productId: stock.tin, quantity: 2 }],
    tenders: [{ type: "CASH", amountCents: 5000 }],
  });

  // Five sales offline: two tins (one more than is left now), an ounce near the 30 g limit, another, two lighters.
  const receipts: string[] = [];
  for (const [product, quantity] of [
    [`Offline Tin ${suffix}`, 2],
    [`Offline Ounce ${suffix}`, 1],
    [`Offline Lighter ${suffix}`, 1],
    [`Offline Ounce ${suffix}`, 1],
    [`Offline Lighter ${suffix}`, 2],
  ] as const) {
    receipts.push(await ringUp(page, product, quantity, `Buyer${suffix}`));
    await expect(page.getByTestId("offline-banner")).toContainText("Offline since");
  }
  await expect(page.getByTestId("offline-waiting")).toHaveText("5 sales waiting to sync");
  // What needs the server says so instead of failing.
  await expect(page.getByRole("button", { name: "Returns" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Park" })).toBeDisabled();
  await shootSizes(page, "register-offline");
  expect(new Set(receipts).size).toBe(5);

  // The browser closes and opens again with the same storage; then the connection returns and the queue syncs.
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  context = await browser.newContext({ storageState: state });
  page = await context.newPage();
  await page.goto(`/pos?register=${registerId}`);
  await expect(page.getByTestId("offline-freshness")).toBeVisible({ timeout: 30_000 });
  const queue = await queuedSales(page);
  expect(queue.map((q) => q.state)).toEqual(["synced", "synced", "synced", "synced", "synced"]);

  // The server holds exactly the five, with the tins' shortfall flagged and the lot below zero by one.
  const review = async () =>
    (await call<{ data: OfflineRow[] }>(request, ids, "GET", "offline-sales?status=ALL&limit=100")).data.filter(
      (row) => row.registerName === `Offline ${suffix}`,
    );
  const rows = await review();
  expect(rows.map((r) => r.offlineReceipt).sort()).toEqual([...receipts].sort());
  const flagged = rows.filter((r) => r.flags.length > 0);
  expect(flagged.map((r) => r.flags.map((f) => f.code))).toEqual([["STOCK_SHORT"]]);
  const { discrepancies } = await call<{ discrepancies: { productId: string; quantity: number }[] }>(
    request,
    ids,
    "GET",
    "offline-sales",
  );
  expect(discrepancies.filter((d) => d.productId === stock.tin).map((d) => d.quantity)).toEqual([-1]);
  const sellable = await call<{ data: { id: string; availableQuantity: number }[] }>(
    request,
    ids,
    "GET",
    `register/${other.id}/products?productIds=${stock.ounce}&productIds=${stock.lighter}&productIds=${stock.tin}`,
  );
  expect(sellable.data.map((p) => [p.id, p.availableQuantity])).toEqual([[stock.lighter, 7]]);
  // The drawer: the float and every offline sale's cash, net of change.
  const register = await call<{ openDrawerSessionId: string }>(request, ids, "GET", `register/${registerId}`);
  const drawer = await call<{ summary: { expectedCashCents: number; saleCount?: number } }>(
    request,
    ids,
    "GET",
    `drawer-session/${register.openDrawerSessionId}`,
  );
  let cash = 0;
  for (const row of rows) {
    const { sale } = await call<{ sale: { totals: { totalCents: number; roundingCents: number } } }>(
      request,
      ids,
      "GET",
      `sale/${row.saleId}/receipt`,
    );
    cash += sale.totals.totalCents + sale.totals.roundingCents;
  }
  expect(drawer.summary.expectedCashCents).toBe(20_000 + cash);

  // The ledger, lot by lot: received, then one SALE row per sale to the unit (the tins: two by the other register,
  // two offline, ending one below zero).
  const ledgerOf = async (product: string) => {
    const lots = await call<{ data: { id: string }[] }>(
      request,
      ids,
      "GET",
      `inventory?search=${encodeURIComponent(`Offline ${product} ${suffix}`)}&limit=10`,
    );
    expect(lots.data, product).toHaveLength(1);
    const entries = await call<{ data: { reason: string; delta: number; quantityAfter: number }[] }>(
      request,
      ids,
      "GET",
      `inventory/${lots.data[0]!.id}/ledger?limit=50`,
    );
    const rows = entries.data.map((e) => `${e.reason} ${e.delta}`).sort();
    return { rows, quantity: entries.data.reduce((sum, e) => sum + e.delta, 0) };
  };
  const ledger = {
    tin: await ledgerOf("Tin"),
    ounce: await ledgerOf("Ounce"),
    lighter: await ledgerOf("Lighter"),
  };
  expect(ledger).toEqual({
    tin: { rows: ["RECEIVE 3", "SALE -2", "SALE -2"], quantity: -1 },
    ounce: { rows: ["RECEIVE 2", "SALE -1", "SALE -1"], quantity: 0 },
    lighter: { rows: ["RECEIVE 10", "SALE -1", "SALE -2"], quantity: 7 },
  });

  // Sending the queue again changes nothing: each key answers its first answer; the sales, the ledger and the
  // drawer stay as they were.
  for (const item of await queuedSales(page)) {
    const again = await send(request, ids, "POST", "sale/offline", item.body, item.key);
    expect(again.status()).toBe(201);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
  }
  expect(await review()).toHaveLength(5);
  expect({ tin: await ledgerOf("Tin"), ounce: await ledgerOf("Ounce"), lighter: await ledgerOf("Lighter") }).toEqual(
    ledger,
  );
  const after = await call<{ summary: { expectedCashCents: number } }>(
    request,
    ids,
    "GET",
    `drawer-session/${register.openDrawerSessionId}`,
  );
  expect(after.summary.expectedCashCents).toBe(20_000 + cash);

  // The manager reviews the flag on the offline sales screen and resolves it; it stays on record.
  await page.goto("/offline-sales");
  const flaggedRow = page.getByTestId("offline-sale-row").filter({ hasText: flagged[0]!.offlineReceipt });
  await expect(flaggedRow).toContainText("Stock ran short");
  await expect(
    page.getByRole("region", { name: "Stock discrepancies" }).or(page.getByLabel("Stock discrepancies")),
  ).toContainText(`Offline Tin ${suffix}`);
  await shootSizes(page, "offline-sales");
  await flaggedRow.getByRole("button", { name: "Resolve" }).click();
  const dialog = page.getByRole("dialog", { name: /Resolve offline sale/ });
  await dialog.getByRole("button", { name: "Mark resolved" }).click();
  await expectPlainMessages(page, dialog, "offline sale resolve");
  await dialog.getByLabel("Resolution").fill("Shelf counted: one tin short, lot adjusted.");
  await dialog.getByRole("button", { name: "Mark resolved" }).click();
  await expect(toast(page, "Offline sale resolved")).toBeVisible();
  await expect(flaggedRow).toHaveCount(0);
  await page.getByRole("tab", { name: "Resolved" }).click();
  await expect(page.getByTestId("offline-sale-row").filter({ hasText: flagged[0]!.offlineReceipt })).toContainText(
    "Shelf counted: one tin short, lot adjusted.",
  );
  await context.close();
});
