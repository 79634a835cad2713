// State track-and-trace on the demo: Los Angeles reports to the Metrc simulator `npm start` serves in development
// (Vancouver is not linked). An owner links a new location and tests its keys; a manifest from Metrc becomes a
// receive order with its tags and then lots; a sale at the register is reported and its receipt page says so;
// a package changed in Metrc shows as a difference and is settled.
import { expect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { OWNER_EMAIL, uniqueEmail } from "./support/api.ts";
import {
  createApprovedEmailUser,
  createOrganization,
  signInWithCode,
  switchLocation,
} from "./support/organizations.ts";
import { newRegisterInEveryRoom } from "./support/registers.ts";
import { MANAGER_EMAIL, sessionToken, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

const LICENSE = "C10-0000474-LIC";
const USER_KEY = "demo-metrc-user-key";
const shots = (page: Page, name: string) => shoot(page, `metrc-${name}`, { fullPage: true });

async function openMetrc(page: Page) {
  await page.goto("/configure/metrc");
  await expect(page.getByRole("heading", { name: "Metrc link" })).toBeVisible();
}

test("an owner links a location to Metrc; the key is never shown again and the connection tests good", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("metrc-owner");
  const token = await createApprovedEmailUser(request, email, ["Dana", "Metrc"]);
  await createOrganization(request, token, `Metrc Co ${Date.now().toString(36)}`, "Sacramento");
  await signInWithCode(page, request, email);
  await openMetrc(page);
  await expect(page.getByText("Not linked")).toBeVisible();
  await page.getByLabel("State").click();
  await page.getByRole("option", { name: "CA", exact: true }).click();
  await page.getByLabel("Facility license number").fill(LICENSE);
  await page.getByLabel("User API key").fill(USER_KEY);
  await page.getByRole("button", { name: "Link to Metrc" }).click();
  await expect(toast(page, "Metrc link saved")).toBeVisible();
  await expect(page.getByText("Linked", { exact: true })).toBeVisible();
  await expect(page.getByLabel("User API key")).toHaveValue("");
  await expect(page.getByLabel("User API key")).toHaveAttribute("placeholder", "•••••••• (stored)");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("status")).toContainText(`Connected to Metrc as Facility ${LICENSE} (${LICENSE})`);
  await expect(page.getByTestId("metrc-sync-status")).toContainText("Every report has gone through.");
  await shots(page, "linked");
  expect(await page.content()).not.toContain(USER_KEY);
});

test("a manifest from Metrc becomes a receive order with its tags, processed into lots", async ({ page, request }) => {
  await signIn(page, OWNER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await openMetrc(page);
  const manifests = page.getByRole("list", { name: "Manifests" });
  await expect(manifests).toContainText("Manifest 0004518812");
  await shots(page, "overview");
  await manifests.getByRole("button", { name: "Receive" }).click();
  const dialog = page.getByRole("dialog", { name: "Receive manifest 0004518812" });
  // Metrc's API cannot receive a transfer: the dialog says it is also received in Metrc itself.
  await expect(dialog.getByTestId("metrc-receive-note")).toContainText(
    "Metrc's API has no call that receives a transfer",
  );
  await dialog.getByLabel("Room").click();
  await page.getByRole("option", { name: "Vault" }).click();
  // Each Metrc item was matched to the product of the same name.
  await expect(dialog.getByRole("list", { name: "Packages" }).getByRole("listitem")).toHaveCount(3);
  await expect(dialog.getByText("Match a product")).toHaveCount(0);
  await shots(page, "manifest");
  await dialog.getByRole("button", { name: "Create receive order" }).click();
  await expect(toast(page, "Receive order created from the manifest")).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-orders\/receive\//);
  await expect(page.getByText("1A4060300009DEV000000001")).toBeVisible();
  await page.getByRole("button", { name: "Process to inventory" }).click();
  await page
    .getByRole("alertdialog", { name: "Process these items into inventory?" })
    .getByRole("button", { name: "Process to inventory" })
    .click();
  await expect(page.getByText(/processed to inventory/)).toBeVisible();
  await openMetrc(page);
  const taken = page.getByRole("list", { name: "Manifests" }).getByRole("listitem").filter({ hasText: "0004518812" });
  await expect(taken).toContainText("Receive order created");
  await expect(taken.getByTestId("receive-in-metrc")).toContainText("receive it there");
  // The licensee receives it in Metrc's own screens (the simulator's control); the manifest then leaves the list.
  const headers = { "api-key": DEV_API_KEY };
  const { url } = (await (await request.get("/api/dev/metrc-simulator", { headers })).json()) as { url: string };
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const incoming = await request.get(
    `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}/track-trace/incoming`,
    { headers: { ...headers, authorization: `Bearer ${await sessionToken(page)}` } },
  );
  const list = (await incoming.json()) as { deliveryId: number; manifestNumber: string }[];
  const deliveryId = list.find((t) => t.manifestNumber === "0004518812")!.deliveryId;
  expect((await request.post(`${url}/_simulator/${LICENSE}/deliveries/${deliveryId}/receive`)).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Incoming manifests" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Manifests" }).getByText("Manifest 0004518812")).toHaveCount(0);
});

test("a sale at the linked store is reported to Metrc, and its receipt page says so", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await page.getByRole("link", { name: "Register" }).click();
  await newRegisterInEveryRoom(page, `Metrc till ${Date.now().toString(36)}`);
  await page.getByLabel("Opening float").fill("100.00");
  await page.getByRole("button", { name: "Open drawer" }).click();
  // A walk-in customer of age, added at the counter.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const customer = page.getByRole("dialog", { name: "New customer" });
  await customer.getByLabel("First name").fill("Jordan");
  await customer.getByLabel("Last name").fill("Tracked");
  await customer.getByLabel("Date of birth").fill("1985-06-01");
  await customer.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByTestId("attached-customer")).toContainText("Jordan Tracked");
  await page.getByRole("button", { name: "Pre-Rolls", exact: true }).click();
  await page.getByRole("list", { name: "Products" }).getByRole("button").first().click();
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page
    .getByRole("dialog", { name: "Payment" })
    .getByRole("group", { name: "Quick cash" })
    .getByRole("button")
    .first()
    .click();
  await page.getByRole("button", { name: "Complete sale" }).click();
  const done = page.getByRole("dialog", { name: "Sale complete" });
  const receipt = (await done.getByText(/Receipt #\d+/).textContent())!.match(/#(\d+)/)![1]!;
  await done.getByRole("button", { name: "New sale" }).click();

  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("link", { name: "Transactions" }).click();
  await page.getByRole("link", { name: `#${receipt}`, exact: true }).click();
  await expect(page.getByTestId("sale-metrc-status")).toContainText("Reported to Metrc", { timeout: 20_000 });
  await shots(page, "sale");
  await page.goto("/");
  await expect(page.getByTestId("metrc-sync-status")).toContainText("Metrc sync");
  await page.setViewportSize({ width: 1024, height: 768 });
  await shots(page, "dashboard");
});

test("a package changed in Metrc shows as a difference with its cause, settled by Metrc's count", async ({
  page,
  request,
}) => {
  const headers = { "api-key": DEV_API_KEY };
  const { url } = (await (await request.get("/api/dev/metrc-simulator", { headers })).json()) as { url: string };
  const packages = (await (await request.get(`${url}/_simulator/${LICENSE}/packages`)).json()) as {
    Label: string;
    Quantity: number;
    UnitOfMeasureName: string;
  }[];
  const target = packages.find((p) => p.UnitOfMeasureName === "Each" && p.Quantity > 5 && !p.Label.includes("DEV"))!;
  await request.post(`${url}/_simulator/${LICENSE}/packages/${target.Label}/quantity`, {
    data: { quantity: target.Quantity - 2 },
  });

  await signIn(page, OWNER_EMAIL);
  await switchLocation(page, "Los Angeles");
  await openMetrc(page);
  await page.getByRole("button", { name: "Compare with Metrc" }).click();
  const row = page.getByRole("table", { name: "Differences" }).getByRole("row").filter({ hasText: target.Label });
  await expect(row).toContainText("Changed outside Verdant");
  await expect(row).toContainText(`${target.Quantity - 2} Each`);
  await shots(page, "reconciliation");
  await row.getByRole("button", { name: "Use Metrc's count" }).click();
  await expect(toast(page, "Difference settled")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Differences" }).getByRole("row").filter({ hasText: target.Label }),
  ).toHaveCount(0);
});
