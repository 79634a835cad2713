import { screen } from "@testing-library/react";
import type { Location } from "@verdant/shared/locations";
import type { LocationRolesEntry } from "@verdant/shared/roles";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { describeLocationRoles } from "./labels.ts";
import { LocationRolesEditor, toggleRole } from "./location-roles-editor.tsx";

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";

describe("toggleRole", () => {
  it("adds a role in the table's order and drops a location left with none", () => {
    let value: LocationRolesEntry[] = [];
    value = toggleRole(value, A, "VIEWER", true);
    value = toggleRole(value, A, "MANAGER", true);
    value = toggleRole(value, B, "CASHIER", true);
    expect(value).toEqual([
      { locationId: A, roles: ["MANAGER", "VIEWER"] },
      { locationId: B, roles: ["CASHIER"] },
    ]);
    expect(toggleRole(value, B, "CASHIER", false)).toEqual([{ locationId: A, roles: ["MANAGER", "VIEWER"] }]);
  });

  it("describes roles by location name", () => {
    const names = new Map([[A, "Vancouver"]]);
    expect(describeLocationRoles([{ locationId: A, roles: ["MANAGER", "CASHIER"] }], names)).toEqual([
      "Vancouver: Manager, Cashier",
    ]);
  });
});

describe("LocationRolesEditor", () => {
  it("offers every role at every location and reports a checked box", async () => {
    const onChange = vi.fn();
    const locations = [
      { id: A, name: "Vancouver", city: "Vancouver" },
      { id: B, name: "Los Angeles", city: "Los Angeles" },
    ] as Location[];
    const { user } = renderWithClient(<LocationRolesEditor locations={locations} value={[]} onChange={onChange} />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(8);
    await user.click(screen.getByRole("checkbox", { name: "Inventory at Los Angeles" }));
    expect(onChange).toHaveBeenCalledWith([{ locationId: B, roles: ["INVENTORY"] }]);
  });
});
