import { screen } from "@testing-library/react";
import type { Location } from "@verdant/shared/locations";
import type { Member } from "@verdant/shared/organizations";
import { describe, expect, it } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { MemberDialog } from "./member-dialog.tsx";

const LOCATION = "aaaaaaaa-0000-4000-8000-000000000001";
const locations = [{ id: LOCATION, name: "Vancouver", city: "Vancouver" }] as Location[];
const member = (type: Member["type"]) =>
  ({
    organizationId: "bbbbbbbb-0000-4000-8000-000000000002",
    userId: "cccccccc-0000-4000-8000-000000000003",
    type,
    firstName: "Vera",
    lastName: "Viewer",
    email: "viewer@demo.store",
    locationRoles: [{ locationId: LOCATION, roles: ["VIEWER"] }],
  }) as unknown as Member;

describe("member dialog", () => {
  it("says a member left without a role will have no access, before it is saved", async () => {
    const { user } = renderWithClient(
      <MemberDialog member={member("MEMBER")} locations={locations} onOpenChange={() => {}} />,
    );
    expect(screen.queryByRole("status")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Viewer at Vancouver" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Vera Viewer will have no access to any location until given a role here.",
    );
    await user.click(screen.getByRole("checkbox", { name: "Cashier at Vancouver" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says nothing of the kind for an admin, who reaches every location", () => {
    renderWithClient(
      <MemberDialog member={{ ...member("ADMIN"), locationRoles: [] }} locations={locations} onOpenChange={() => {}} />,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
