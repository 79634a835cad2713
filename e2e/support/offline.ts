// What the offline register's journeys share: calls to the API as an integration would make them, ringing up a sale
// on the register screen (it completes offline with a receipt from the register's own series), the queue as this
// browser keeps it in IndexedDB, and screens at the counter's sizes.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { AUTH_STORAGE_KEY, DEV_API_KEY } from "@verdant/shared";
import { switchLocation } from "./organizations.ts";
import { MANAGER_EMAIL, sessionToken, signIn } from "./session.ts";
import { shoot } from "./shots.ts";

// Letters only: person names refuse digits.
export const suffix = Date.now()
  .toString(36)
  .slice(-5)
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)
  .toUpperCase();

export type Ids = { orgId: string; locationId: string; token: string };
export const send = (
  request: APIRequestContext,
  ids: Ids,
  method: string,
  path: string,
  data?: unknown,
  key?: string,
) =>
  request.fetch(path.startsWith("/") ? path : `/api/organization/${ids.orgId}/location/${ids.locationId}/${path}`, {
    method,
    data,
    headers: {
      "api-key": DEV_API_KEY,
      authorization: `Bearer ${ids.token}`,
      "idempotency-key": key ?? crypto.randomUUID(),
    },
  });
export const call = async <T>(request: APIRequestContext, ids: Ids, method: string, path: string, data?: unknown) => {
  const response = await send(request, ids, method, path, data);
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
};
export type Page1<T> = { data: T[] };

/** The manager signed in at Vancouver, and the organization, location and session the journey calls the API with. */
export async function managerAtVancouver(page: Page): Promise<Ids> {
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Vancouver");
  const selected = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { selectedOrgId: string; selectedLocationId: string },
    AUTH_STORAGE_KEY,
  );
  return { orgId: selected.selectedOrgId, locationId: selected.selectedLocationId, token: await sessionToken(page) };
}

/**
 * Products of the journey's own (names start with `word`, seven letters, so SKUs differ between journeys), received
 * into the sales floor: 3 tins, 2 ounces near the 30 g limit, 10 lighters; and a customer, "<word> Buyer<suffix>".
 */
export async function prepareStock(request: APIRequestContext, ids: Ids, word: string) {
  const categories = (await call<Page1<{ id: string; name: string }>>(request, ids, "GET", "category?page=1&limit=100"))
    .data;
  const rooms = (await call<Page1<{ id: string; name: string }>>(request, ids, "GET", "rooms?page=1&limit=100")).data;
  const floor = rooms.find((r) => /floor/i.test(r.name)) ?? rooms[0]!;
  const product = async (name: string, category: string, extra: Record<string, unknown>) =>
    (
      await call<{ id: string }>(request, ids, "POST", "product", {
        name,
        sku: `${name.replace(/\W/g, "").slice(0, 8).toUpperCase()}-${suffix}`,
        categoryId: categories.find((c) => c.name === category)!.id,
        ...extra,
      })
    ).id;
  const tin = await product(`${word} Tin ${suffix}`, "Accessories", { priceCents: 1000 });
  const lighter = await product(`${word} Lighter ${suffix}`, "Accessories", { priceCents: 500 });
  const ounce = await product(`${word} Ounce ${suffix}`, "Dried Flower", { priceCents: 9000, netWeightMg: 28_000 });
  const order = await call<{ id: string }>(request, ids, "POST", "receive-orders", {});
  await call(request, ids, "POST", `receive-orders/${order.id}/items`, {
    productId: tin,
    quantity: 3,
    roomId: floor.id,
  });
  await call(request, ids, "POST", `receive-orders/${order.id}/items`, {
    productId: ounce,
    quantity: 2,
    roomId: floor.id,
  });
  await call(request, ids, "POST", `receive-orders/${order.id}/items`, {
    productId: lighter,
    quantity: 10,
    roomId: floor.id,
  });
  await call(request, ids, "POST", `receive-orders/${order.id}/process-to-inventory`);
  const buyer = await call<{ id: string }>(request, ids, "POST", "/api/customer", {
    locationId: ids.locationId,
    firstName: word,
    lastName: `Buyer${suffix}`,
    dateOfBirth: "1988-04-20",
    type: "RECREATIONAL",
  });
  return { tin, ounce, lighter, floorId: floor.id, buyerId: buyer.id };
}

/** A product in the cart for a customer, and cash taken: the payment dialog waits for "Complete sale". */
export async function cartPaidInCash(page: Page, product: string, quantity: number, customer: string) {
  const search = page.getByLabel("Find or scan a product");
  await search.fill(product);
  // The list keeps the last answer in view while the next comes: wait for this product.
  await page
    .getByRole("list", { name: "Products" })
    .getByRole("button", { name: new RegExp(product) })
    .first()
    .click();
  if (quantity > 1) {
    const field = page.getByLabel(/^(Quantity|Grams) of/).first();
    await field.fill(String(quantity));
    await field.press("Enter");
  }
  await page.getByLabel("Find a customer").fill(customer);
  await page.getByRole("list", { name: "Customers found" }).getByRole("button").first().click();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page
    .getByRole("dialog", { name: "Payment" })
    .getByRole("group", { name: "Quick cash" })
    .getByRole("button")
    .first()
    .click();
}

/** The sale-complete dialog of a sale made offline: its receipt number from the register's own series. */
export async function offlineReceiptShown(page: Page) {
  const done = page.getByRole("dialog", { name: "Sale complete" });
  await expect(done).toContainText(/Offline receipt [A-Z0-9]+-\d+/);
  return (await done.getByText(/Offline receipt/).textContent())!.match(/Offline receipt (\S+)/)![1]!;
}

/** One sale rung up and completed offline; answers its offline receipt number, and starts the next sale. */
export async function ringUp(page: Page, product: string, quantity: number, customer: string) {
  await cartPaidInCash(page, product, quantity, customer);
  await page.getByRole("button", { name: "Complete sale" }).click();
  const receipt = await offlineReceiptShown(page);
  await page.getByRole("dialog", { name: "Sale complete" }).getByRole("button", { name: "New sale" }).click();
  return receipt;
}

/** Screens for review at the counter's sizes (SHOTS=1). */
export async function shootSizes(page: Page, name: string) {
  if (process.env.SHOTS !== "1") return;
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await shoot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The queue as this browser keeps it in IndexedDB (the journey replays it by hand). */
export const queuedSales = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; state: string; body: { offlineReceipt: string } }[]>((resolve, reject) => {
        const open = indexedDB.open("verdant-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
