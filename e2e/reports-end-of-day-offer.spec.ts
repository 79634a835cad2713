// Closing the last open drawer of a store's day offers its end of day (the Z report), and the offer opens it. On a
// store of its own (a new owner's first location), so closing every drawer leaves the demo stores' registers open
// for the other journeys.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { uniqueEmail } from "./support/api.ts";
import { createApprovedEmailUser, createOrganization, signInWithCode } from "./support/organizations.ts";
import { newRegisterInEveryRoom } from "./support/registers.ts";
import { toast } from "./support/session.ts";

async function post(request: APIRequestContext, path: string, data: unknown, token: string) {
  const response = await request.post(`/api/${path}`, {
    data,
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as { id: string };
}

test("closing the day's last drawer offers the end of day, which opens on that drawer's figures", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("closer");
  const token = await createApprovedEmailUser(request, email, ["Dana", "Closer"]);
  const org = await createOrganization(request, token, `Closing Co ${Date.now()}`, "Kitsilano");
  const at = `organization/${org.id}/location/${org.locationId}`;
  await post(request, `${at}/rooms`, { name: "Sales Floor", roomTypes: ["SALES_FLOOR"] }, token);

  await signInWithCode(page, request, email);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Register" }).click();
  await newRegisterInEveryRoom(page, "Front");
  await page.getByLabel("Opening float").fill("150.00");
  await page.getByRole("button", { name: "Open drawer" }).click();
  await expect(page.getByLabel("Find or scan a product")).toBeVisible();

  // The float comes back as counted: one $100 and one $50.
  await page.getByRole("button", { name: "Drawer" }).click();
  await page.getByRole("menuitem", { name: "Close drawer" }).click();
  const closing = page.getByRole("dialog", { name: "Close drawer" });
  await closing.getByLabel("Count of CA$100.00").fill("1");
  await closing.getByLabel("Count of CA$50.00").fill("1");
  await expect(closing.getByTestId("over-short")).toHaveText("CA$0.00");
  await closing.getByRole("button", { name: "Close drawer" }).click();
  // The close-out shows first; the offer comes once it is dismissed.
  await page.getByRole("dialog", { name: "Drawer closed" }).getByRole("button", { name: "Done" }).click();

  const offer = toast(page, "That was the last open drawer");
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("The day's end of day is ready.");
  await offer.getByRole("button", { name: "View end of day" }).click();
  await expect(page).toHaveURL(/\/reports\/end-of-day/);
  await expect(page.getByRole("heading", { name: "End of day" })).toBeVisible();
  await expect(page.getByText(/still open/)).toHaveCount(0);
  await expect(page.getByText(/^Counted CA\$150\.00/)).toBeVisible();
});
