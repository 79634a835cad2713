// What the organization journeys prepare through the API (a person reaches the same state through other
// screens, covered by their own journeys): approved accounts, an organization, an accepted invitation.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { DEMO_ACCESS_CODE, latestCode, latestMessage } from "./api.ts";

const headers = (token?: string) => ({
  "api-key": DEV_API_KEY,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function call<T>(
  request: APIRequestContext,
  method: "post" | "patch",
  path: string,
  data: unknown,
  token?: string,
) {
  const response = await request[method](`/api/${path}`, { data, headers: headers(token) });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** An onboarded account past the waitlist (the demo access code), made by e-mail; returns its token. */
export async function createApprovedEmailUser(request: APIRequestContext, email: string, name: [string, string]) {
  const since = new Date();
  const { authenticationId } = await call<{ authenticationId: string }>(request, "post", "auth/sign-up", { email });
  const code = await latestCode(request, email, since);
  const { accessToken } = await call<{ accessToken: string }>(request, "post", "auth/sign-up/verify", {
    authenticationId,
    code,
  });
  await call(
    request,
    "post",
    "auth/onboarding/save-partial",
    { firstName: name[0], lastName: name[1], accessCode: DEMO_ACCESS_CODE, complete: true },
    accessToken,
  );
  return accessToken;
}

/** An organization with its first location, owned by the token's user; returns its id and location ids. */
export async function createOrganization(request: APIRequestContext, token: string, name: string, location: string) {
  const created = await call<{ id: string; locations: { id: string }[] }>(
    request,
    "post",
    "organization",
    {
      name,
      location: { name: location, country: "CA", timeZone: "America/Vancouver", city: "Vancouver", state: "BC" },
    },
    token,
  );
  return { id: created.id, locationId: created.locations[0]!.id };
}

/** Invites an address with roles at a location, and has its owner accept with their token. */
export async function inviteAndAccept(
  request: APIRequestContext,
  ownerToken: string,
  org: { id: string; locationId: string },
  invitee: { email: string; token: string },
  roles: string[] = ["CASHIER"],
) {
  const since = new Date();
  await call(
    request,
    "post",
    "organization-send-invitation",
    {
      organizationId: org.id,
      email: invitee.email,
      type: "MEMBER",
      locationRoles: [{ locationId: org.locationId, roles }],
    },
    ownerToken,
  );
  const { code } = await latestMessage(request, invitee.email, since);
  await call(request, "post", "orgs/invite-user", { inviteCode: code }, invitee.token);
}

/** The /signup/{code} link in an invitation message. */
export function inviteLink(message: { body: string }) {
  const link = message.body.match(/https?:\/\/\S+\/signup\/[A-Za-z0-9]+/)?.[0];
  expect(link, "the invitation carries its link").toBeTruthy();
  return link!;
}

/** Signs in through the code screens, as a person with only an inbox would, landing on the page titled `landing`. */
export async function signInWithCode(page: Page, request: APIRequestContext, email: string, landing = "Dashboard") {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  const since = new Date();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(request, email, since));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
}

/** Chooses a location (of the selected organization) in the sidebar switcher. */
export async function switchLocation(page: Page, name: string) {
  await page.getByRole("button", { name: "Switch organization or location" }).click();
  await page.getByRole("menuitem", { name }).click();
  await expect(page.getByTestId("selected-location")).toHaveText(name);
}
