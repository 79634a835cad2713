// The register past its offline limits (issue 19, decision 0035): the manager has an approval PIN; the register is
// opened online (its copy holds the store's receipt details and a verifier of the manager's PIN), the network goes
// and the outage has lasted five hours (the store allows four). Every control that needs the server is disabled with
// its reason. A sale is refused until the manager approves it on the register with their PIN (a wrong one is
// refused); its receipt prints, and prints again, from the local copy with its offline number and the store's legal
// details. When the network returns the sale syncs with the approval verified (no flag), and the receipt reprinted
// from the same link is the server's, with both numbers and the same time in the store's zone.
import { expect, type Page, test } from "@playwright/test";
import { receiptTime } from "@verdant/shared/receipts";
import type { Receipt } from "@verdant/shared/sales";
import {
  call,
  cartPaidInCash,
  managerAtVancouver,
  offlineReceiptShown,
  prepareStock,
  queuedSales,
  send,
  shootSizes,
  suffix,
} from "./support/offline.ts";

test.use({ serviceWorkers: "allow" });

const PIN = "2468";
const OUTAGE_MINUTES = 300;

/** The receipt page of a sale, without the print dialog. */
async function paperOf(page: Page, href: string) {
  await page.goto(`${href}?print=0`);
  const paper = page.getByRole("article", { name: "Receipt" });
  await expect(paper).toBeVisible({ timeout: 20_000 });
  return paper;
}

test("a manager approves an offline sale past the limits with their PIN, and its receipt prints offline", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const ids = await managerAtVancouver(page);
  const pinSet = await send(request, ids, "PUT", "/api/auth/me/pin", { pin: PIN });
  expect(pinSet.ok(), await pinSet.text()).toBeTruthy();
  const stock = await prepareStock(request, ids, "Approve");
  const register = await call<{ id: string }>(request, ids, "POST", "register", {
    name: `Approve ${suffix}`,
    roomIds: [stock.floorId],
  });
  await call(request, ids, "POST", "drawer-session", { registerId: register.id, openingFloatCents: 10_000 });

  // Opened online: the local copy (with the manager's verifier) and the service worker are in place.
  await page.goto(`/pos?register=${register.id}`);
  await expect(page.getByTestId("offline-freshness")).toContainText("Local copy updated just now");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The network goes; the outage began five hours ago.
  await context.setOffline(true);
  await page.evaluate(
    (minutes) => localStorage.setItem("verdant-offline-since", String(Date.now() - minutes * 60_000)),
    OUTAGE_MINUTES,
  );
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toContainText("Offline since");
  await expect(page.getByTestId("offline-banner")).toContainText(/\(5 h \d+ min\)/);

  // What the receipts will print about the store: the register's copy, as the browser keeps it.
  const store = await page.evaluate(
    (registerId) =>
      new Promise<Receipt["store"]>((resolve, reject) => {
        const open = indexedDB.open("verdant-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("kits").objectStore("kits").getAll();
          all.onsuccess = () =>
            resolve(all.result.find((k: { registerId: string }) => k.registerId === registerId).kit.store);
          all.onerror = () => reject(all.error);
        };
      }),
    register.id,
  );

  // Every control that needs the server is disabled, with its reason.
  for (const [name, reason] of [
    ["Returns", /Refunds and voids need the connection/],
    ["Drawer", /Drawer movements and the close-out need the connection/],
    ["Resume", /Parked carts are kept on the server/],
    ["Add", /Adding a customer needs the connection/],
    ["Park", /Parking a cart needs the connection/],
  ] as const) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button, name).toBeDisabled();
    await expect(button, name).toHaveAttribute("title", reason);
  }

  // A sale now needs a manager: refused, then approved with the PIN (a wrong one is refused first).
  await cartPaidInCash(page, `Approve Tin ${suffix}`, 1, `Approve Buyer${suffix}`);
  await page.getByRole("button", { name: "Complete sale" }).click();
  await expect(page.getByTestId("sale-refused")).toContainText(
    /sold offline for 30\d minutes; this store allows 240\. Ask a manager to approve this sale with their PIN\./,
  );
  await page.getByRole("button", { name: "Manager approval" }).click();
  const approval = page.getByRole("dialog", { name: "Manager approval" });
  await approval.getByLabel("Manager", { exact: true }).click();
  await page.getByRole("option", { name: "Maya Manager" }).click();
  await approval.getByLabel("Manager PIN").fill("1111");
  await approval.getByRole("button", { name: "Approve sale" }).click();
  await expect(approval.getByRole("alert")).toHaveText("That PIN does not match a manager of this location.");
  await shootSizes(page, "register-offline-approval");
  await approval.getByLabel("Manager PIN").fill(PIN);
  await approval.getByRole("button", { name: "Approve sale" }).click();
  const receipt = await offlineReceiptShown(page);
  const done = page.getByRole("dialog", { name: "Sale complete" });
  await expect(done).toContainText("E-mailing a receipt needs the connection");
  const href = (await done.getByRole("link", { name: "Print receipt" }).getAttribute("href"))!;

  // The receipt prints from the local copy with no network, and prints again.
  const printing = await context.newPage();
  let paper = await paperOf(printing, href);
  await expect(paper).toContainText(`Offline receipt ${receipt}`);
  await expect(paper).toContainText(store.legalName);
  for (const r of store.registrations) await expect(paper).toContainText(`${r.label} ${r.number}`);
  await expect(paper).toContainText(`Approve Tin ${suffix}`);
  const printedOffline = (await paper.textContent())!;
  await printing.reload();
  paper = printing.getByRole("article", { name: "Receipt" });
  await expect(paper).toContainText(`Offline receipt ${receipt}`);
  await done.getByRole("button", { name: "New sale" }).click();

  // The network returns: the sale syncs with the approval verified, and no flag for the limit it covered.
  await context.setOffline(false);
  await expect.poll(async () => (await queuedSales(page)).map((q) => q.state), { timeout: 60_000 }).toEqual(["synced"]);
  const rows = (
    await call<{
      data: {
        offlineReceipt: string;
        soldAt: string;
        flags: unknown[];
        approval: { approverName: string; verified: boolean; reason: string } | null;
      }[];
    }>(request, ids, "GET", "offline-sales?status=ALL&limit=100")
  ).data.filter((row) => row.offlineReceipt === receipt);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.flags).toEqual([]);
  expect(rows[0]!.approval).toMatchObject({ approverName: "Maya Manager", verified: true });
  expect(rows[0]!.approval!.reason).toMatch(/sold offline for 30\d minutes/);

  // Reprinted from the same link once synced: the server's receipt, with both numbers and the time printed offline,
  // in the store's zone (not UTC's time, whatever this browser's own zone).
  paper = await paperOf(printing, href);
  await expect(paper).toContainText(/Receipt #\d+/);
  await expect(paper).toContainText(`Offline receipt ${receipt}`);
  const time = printedOffline.match(/Offline receipt \S+ · (.+?\d{1,2}:\d{2}\s?[ap]\.?m\.?)/i)![1]!;
  await expect(paper).toContainText(time);
  expect(time).not.toBe(receiptTime(rows[0]!.soldAt, "UTC", store.country));

  // The manager's review shows who approved the sale, when and why.
  await page.goto("/offline-sales");
  await page.getByRole("tab", { name: "All" }).click();
  const row = page.getByTestId("offline-sale-row").filter({ hasText: receipt });
  await expect(row).toContainText("No flags");
  await expect(row.getByTestId("offline-approval")).toContainText(
    /Approved offline by Maya Manager at .+: The register/,
  );
  await context.close();
});
