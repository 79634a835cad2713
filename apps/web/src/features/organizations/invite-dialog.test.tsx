import { screen, waitFor } from "@testing-library/react";
import type { Location } from "@verdant/shared/locations";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { InviteDialog } from "./invite-dialog.tsx";

const ORG = "0b9f3c1e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const GASTOWN = "1c0a4d2f-5b6c-4d7e-9f80-a1b2c3d4e5f6";
const locations = [{ id: GASTOWN, name: "Gastown", city: "Vancouver" }] as Location[];

const sentBody = (fetchMock: ReturnType<typeof mockFetch>) => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));

function setup(status = 201, body: unknown = {}) {
  const fetchMock = mockFetch(status, body);
  const onOpenChange = vi.fn();
  const view = renderWithClient(
    <InviteDialog organizationId={ORG} locations={locations} open onOpenChange={onOpenChange} />,
  );
  return { ...view, fetchMock, onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

// Typing into dialogs is slow on a shared machine; the default 5 s is too tight.
describe("InviteDialog", { timeout: 20_000 }, () => {
  it("sends one e-mail invitation with the member type and the roles chosen up front", async () => {
    const { user, fetchMock } = setup(201, {});
    await user.type(screen.getByLabelText("E-mail"), "Jamie@Store.com");
    await user.click(screen.getByRole("checkbox", { name: "Cashier at Gastown" }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/organization-send-invitation");
    expect(sentBody(fetchMock)).toEqual({
      organizationId: ORG,
      email: "jamie@store.com",
      type: "MEMBER",
      locationRoles: [{ locationId: GASTOWN, roles: ["CASHIER"] }],
    });
  });

  it("refuses a malformed e-mail under the field and sends nothing", async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText("E-mail"), "jamie@");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("E-mail must be a valid e-mail address")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a role at one location before inviting a member, and sends nothing", async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText("E-mail"), "jamie@store.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(
      await screen.findByText("Choose a role at one location at least: a member without one would have no access"),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the lines of a bulk list that are not addresses", async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole("tab", { name: "Several people" }));
    await user.type(screen.getByLabelText("E-mails or phone numbers"), "good@store.com\nbad@{Enter}12");
    await user.click(screen.getByRole("button", { name: /^Send/ }));
    expect(await screen.findByText("Line 2: email must be a valid e-mail address")).toBeTruthy();
    expect(screen.getByText(/^Line 3: phone must be a valid phone number/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a bulk list with Canadian numbers in E.164", async () => {
    const { user, fetchMock } = setup(200, { successCount: 2, failureCount: 0, failures: [] });
    await user.click(screen.getByRole("tab", { name: "Several people" }));
    await user.type(screen.getByLabelText("E-mails or phone numbers"), "a@store.com{Enter}(604) 555-0123");
    await user.click(screen.getByRole("checkbox", { name: "Cashier at Gastown" }));
    await user.click(screen.getByRole("button", { name: "Send 2 invitations" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const roles = [{ locationId: GASTOWN, roles: ["CASHIER"] }];
    expect(sentBody(fetchMock).invitations).toEqual([
      { email: "a@store.com", type: "MEMBER", locationRoles: roles },
      { phone: "+16045550123", type: "MEMBER", locationRoles: roles },
    ]);
  });
});
