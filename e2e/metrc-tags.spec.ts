// A lot without its state package tag at the Metrc-linked Los Angeles store: the inventory list marks it "No state
// tag", its page says why it cannot be sold, adjusted or moved (the buttons are disabled with the reason, the store's
// sellable count leaves it out, the API refuses an adjustment), and adding the tag on that page lifts all of it.
import { expect, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { PACKAGE_TAG_REQUIRED } from "@verdant/shared/track-trace";
import { OWNER_EMAIL } from "./support/api.ts";
import { switchLocation } from "./support/organizations.ts";
import { sessionToken, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

type Lot = { id: string; productId: string; productName: string; packageTag: string | null; quantity: number };

test("an untagged lot at a linked store is marked, cannot be sold, adjusted or moved, and the page says why", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_EMAIL);
  await switchLocation(page, "Los Angeles");
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("be-userAuth") ?? "{}"));
  const base = `/api/organization/${state.selectedOrgId}/location/${state.selectedLocationId}/inventory`;
  const headers = { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` };
  const { data } = (await (await request.get(`${base}?limit=100`, { headers })).json()) as { data: Lot[] };
  // A product stocked by one tagged lot here, not a pre-roll (the sale journey sells those).
  const lots = data.filter((l) => data.filter((o) => o.productId === l.productId).length === 1);
  const lot = lots.find((l) => l.packageTag && l.quantity > 0 && !/pre-?roll/i.test(l.productName))!;
  const tag = lot.packageTag!;
  // The tag lost, as after an import or a receipt without tags.
  expect((await request.patch(`${base}/${lot.id}`, { headers, data: { packageTag: null } })).ok()).toBeTruthy();

  await page.goto(`/inventory?search=${encodeURIComponent(lot.productName)}`);
  // The product's other lots (the demo's history, sold down) are listed too: this lot's row is the one linking to it.
  const row = page.getByRole("row").filter({ has: page.locator(`a[href$="/inventory/${lot.id}"]`) });
  await expect(row.getByTestId("needs-tag")).toHaveText("No state tag");
  await row.getByRole("link", { name: lot.productName }).click();

  const needed = page.getByTestId("state-tag-needed");
  await expect(needed).toContainText(PACKAGE_TAG_REQUIRED);
  const adjust = page.getByRole("button", { name: "Adjust quantity" });
  const move = page.getByRole("button", { name: "Move" });
  await expect(adjust).toBeDisabled();
  await expect(move).toBeDisabled();
  await expect(adjust).toHaveAccessibleDescription(/Add the state package tag first/);
  // The register sells only tagged lots here: the store's sellable count leaves this one out.
  const sellable = page.locator("dt", { hasText: "Sellable in store" }).locator("xpath=following-sibling::dd");
  await expect(sellable).toHaveText(/^0( |$)/);
  await shoot(page, "lot-needs-tag");
  const refused = await request.patch(`${base}/${lot.id}/adjust-quantity`, {
    headers,
    data: { type: "INCREMENTAL", quantity: -1, reason: "ADJUSTMENT" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "package_tag_required", message: PACKAGE_TAG_REQUIRED });

  await needed.getByRole("textbox", { name: "State package tag" }).fill(tag);
  await needed.getByRole("button", { name: "Save tag" }).click();
  await expect(toast(page, "State package tag saved")).toBeVisible();
  await expect(page.getByTestId("state-tag-needed")).toHaveCount(0);
  await expect(adjust).toBeEnabled();
  await expect(page.getByText(tag)).toBeVisible();
  await expect(sellable).not.toHaveText(/^0( |$)/);
});
