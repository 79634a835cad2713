// A new owner's dashboard lists what is left to set up the store; each step links to its screen and ticks itself
// off from the store's data (here: the receipt details set from the location's "Receipts and refunds").
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/api.ts";
import { createApprovedEmailUser, createOrganization, signInWithCode } from "./support/organizations.ts";
import { toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

test("a new store's dashboard shows the setup checklist, and a step ticks itself off once done", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("setup");
  const token = await createApprovedEmailUser(request, email, ["Sam", "Setup"]);
  await createOrganization(request, token, `Setup Co ${Date.now().toString(36)}`, "Main Street");
  await signInWithCode(page, request, email);

  const checklist = page.getByRole("region", { name: "Set up your store" }).or(page.getByLabel("Set up your store"));
  await expect(checklist).toBeVisible();
  await expect(checklist.getByTestId("setup-receipts")).toHaveAttribute("data-done", "false");
  await expect(checklist.getByTestId("setup-team")).toHaveAttribute("data-done", "false");
  // A Canadian store: no Metrc step.
  await expect(checklist.getByTestId("setup-metrc")).toHaveCount(0);
  await shoot(page, "setup-checklist-1440");

  await checklist.getByRole("link", { name: /Set what receipts print/ }).click();
  await expect(page.getByRole("tab", { name: "Locations" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Receipts and refunds of Main Street" }).click();
  const settings = page.getByRole("dialog", { name: /Receipts and refunds/ });
  await settings.getByLabel("Return policy").fill("Unopened products within 14 days with this receipt.");
  await settings.getByRole("button", { name: "Save receipt settings" }).click();
  await expect(toast(page, "Location updated successfully")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(checklist.getByTestId("setup-receipts")).toHaveAttribute("data-done", "true");
  await expect(checklist).toContainText(/\d of 7 done/);
});
