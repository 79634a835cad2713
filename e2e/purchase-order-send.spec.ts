// A confirmed purchase order goes to its vendor: printed on its own page (A4 or Letter, "Save as PDF" from the
// print dialog) and e-mailed with a note to the vendor's contact e-mail; receiving it, "Process to inventory" stays
// disabled with the reason (the lines without a room, by name) until each line has a room. Product pickers name
// brand, size and SKU.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { latestMessage } from "./support/api.ts";
import { sessionToken, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

const CLERK = "inventory@demo.store";
type Scope = { base: string; headers: Record<string, string> };

async function call<T>(
  request: APIRequestContext,
  scope: Scope,
  method: "GET" | "POST" | "PATCH",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${scope.base}/${path}`, { method, headers: scope.headers, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

test("a confirmed order is printed and e-mailed to its vendor; receiving says which lines need a room", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CLERK);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const scope: Scope = {
    base: `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}`,
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` },
  };
  type Vendor = { id: string; name: string; contactEmail: string | null };
  const vendors = await call<{ data: Vendor[] }>(request, scope, "GET", "vendor?active=true&limit=100");
  const vendor = vendors.data.find((v) => v.contactEmail)!;
  const products = await call<{ data: { id: string; name: string }[] }>(
    request,
    scope,
    "GET",
    "product?status=PUBLISHED&limit=2",
  );
  const poNumber = `PO-SEND-${Date.now().toString(36).toUpperCase()}`;
  const po = await call<{ id: string }>(request, scope, "POST", "purchase-order", {
    vendorId: vendor.id,
    poNumber,
    notes: "Deliver to the back door before noon.",
  });
  for (const product of products.data) {
    await call(request, scope, "POST", `purchase-order/${po.id}/items`, { productId: product.id, quantity: 6 });
  }
  await call(request, scope, "PATCH", `purchase-order/${po.id}/step`, { step: "REVIEW" });
  await call(request, scope, "POST", `purchase-order/${po.id}/confirm`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/purchase-orders/${po.id}`);
  await expect(page.getByRole("heading", { name: poNumber })).toBeVisible();
  await shoot(page, "purchase-order-detail");

  // Print: its own page, the vendor, the lines and the notes on paper.
  const [sheet] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Print" }).click(),
  ]);
  const paper = sheet.getByRole("article", { name: "Purchase order" });
  await expect(paper).toContainText(poNumber);
  await expect(paper).toContainText(vendor.name);
  for (const product of products.data) await expect(paper).toContainText(product.name);
  await expect(paper).toContainText("Deliver to the back door before noon.");
  await expect(sheet.getByRole("button", { name: "Print or save as PDF" })).toBeEnabled();
  await shoot(sheet, "purchase-order-print", { fullPage: true });
  await sheet.close();

  // E-mail to the vendor's contact e-mail, with a note.
  const since = new Date();
  await page.getByRole("button", { name: "E-mail to vendor" }).click();
  const dialog = page.getByRole("dialog", { name: `Send ${poNumber} to ${vendor.name}` });
  await expect(dialog).toContainText(vendor.contactEmail!);
  await dialog.getByLabel("Note to the vendor").fill("Please confirm the delivery date.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(toast(page, `Purchase order sent to ${vendor.contactEmail}`)).toBeVisible();
  const mail = await latestMessage(request, vendor.contactEmail!, since);
  expect(mail.body).toContain(`Purchase order ${poNumber}`);
  expect(mail.body).toContain("Please confirm the delivery date.");

  // Receiving: lines without a room are named beside the disabled "Process to inventory".
  await page.getByRole("button", { name: "Receive delivery" }).click();
  await expect(page.getByRole("heading", { name: `Receiving ${poNumber}` })).toBeVisible();
  const process = page.getByRole("button", { name: "Process to inventory" });
  await expect(process).toBeDisabled();
  await shoot(page, "receive-order-needs-rooms");
  await expect(process).toHaveAccessibleDescription(
    new RegExp(`Choose a room for these 2 lines: ${products.data[0]!.name}`),
  );

  // The add-item picker tells similar products apart by brand, size and SKU.
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByRole("dialog").getByLabel("Product", { exact: true }).click();
  const option = page.getByRole("option").first();
  await expect(option.locator("span").nth(1)).toHaveText(/\S+ · \S+/);
});
