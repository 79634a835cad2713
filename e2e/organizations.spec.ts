// Organizations: switching location (the rooms list follows), changing a member's roles and type, and
// handing over ownership. Each test has its own accounts and organization, prepared through the API.
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/api.ts";
import {
  createApprovedEmailUser,
  createOrganization,
  inviteAndAccept,
  signInWithCode,
  switchLocation,
} from "./support/organizations.ts";
import { toast } from "./support/session.ts";

test("switching location moves every location screen, the rooms list included", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("switcher");
  const token = await createApprovedEmailUser(request, email, ["Sol", "Switcher"]);
  await createOrganization(request, token, `Switch Co ${Date.now().toString(36)}`, "Main Street");
  await signInWithCode(page, request, email);
  await expect(page.getByTestId("selected-location")).toHaveText("Main Street");

  // A second location from the organization page.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team & locations" }).click();
  await page.getByRole("tab", { name: "Locations" }).click();
  await page.getByRole("button", { name: "New location" }).click();
  await page.getByRole("dialog").getByLabel("Location name").fill("Harbour");
  await page.getByRole("dialog").getByRole("button", { name: "Create location" }).click();
  await expect(toast(page, "Location created successfully")).toBeVisible();

  // A room at Main Street.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Configure" }).click();
  await expect(page).toHaveURL(/\/configure\/rooms/);
  await page.getByRole("button", { name: "New room" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Front counter");
  await page.getByRole("dialog").getByRole("button", { name: "Create room" }).click();
  await expect(toast(page, "Room created successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: /Front counter/ })).toBeVisible();

  // Harbour has no rooms; back at Main Street the room is there again.
  await switchLocation(page, "Harbour");
  await expect(page.getByText("No rooms yet")).toBeVisible();
  await expect(page.getByRole("row", { name: /Front counter/ })).toHaveCount(0);
  await switchLocation(page, "Main Street");
  await expect(page.getByRole("row", { name: /Front counter/ })).toBeVisible();

  // The choice is the server's too: it survives a reload.
  await switchLocation(page, "Harbour");
  await page.reload();
  await expect(page.getByTestId("selected-location")).toHaveText("Harbour");
});

test("an owner changes a member's roles and type, then hands over ownership", async ({ page, request }) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail("owner");
  const memberEmail = uniqueEmail("member");
  const ownerToken = await createApprovedEmailUser(request, ownerEmail, ["Olga", "Owner"]);
  const memberToken = await createApprovedEmailUser(request, memberEmail, ["Milo", "Member"]);
  const org = await createOrganization(request, ownerToken, `Handover ${Date.now().toString(36)}`, "Queen West");
  await inviteAndAccept(request, ownerToken, org, { email: memberEmail, token: memberToken });

  await signInWithCode(page, request, ownerEmail);
  await page.goto(`/user/organizations/${org.id}?tab=members`);
  const row = page.getByRole("row", { name: /Milo Member/ });
  await expect(row).toContainText("Queen West: Cashier");

  // Roles: a manager as well as a cashier.
  await row.getByRole("button", { name: "Actions for Milo Member" }).click();
  await page.getByRole("menuitem", { name: "Edit type and roles" }).click();
  await page.getByRole("checkbox", { name: "Manager at Queen West" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Location roles saved")).toBeVisible();
  await expect(row).toContainText("Queen West: Manager, Cashier");

  // Type: an admin works everywhere.
  await row.getByRole("button", { name: "Actions for Milo Member" }).click();
  await page.getByRole("menuitem", { name: "Edit type and roles" }).click();
  await page.getByRole("dialog").getByRole("combobox").click();
  await page.getByRole("option", { name: "Admin" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Member updated")).toBeVisible();
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("Every location");

  // The owner cannot leave; after handing over ownership they are an admin and may not delete it.
  await page.getByRole("tab", { name: "Danger zone" }).click();
  await expect(page.getByRole("button", { name: "Leave organization" })).toBeDisabled();
  await page.getByRole("tab", { name: "Members" }).click();
  await row.getByRole("button", { name: "Actions for Milo Member" }).click();
  await page.getByRole("menuitem", { name: "Transfer ownership" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Make Milo Member the owner?");
  await page.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(toast(page, "Ownership transferred")).toBeVisible();
  await expect(row).toContainText("Owner");
  await expect(page.getByRole("row", { name: /Olga Owner/ })).toContainText("Admin");
  await page.getByRole("tab", { name: "Danger zone" }).click();
  await expect(page.getByRole("button", { name: "Delete organization" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Leave organization" })).toBeEnabled();
});
