import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAssignTaxGroup } from "../../../lib/assign-tax-group.ts";
import { mockFetch, renderWithClient } from "../../../test/render.tsx";
import { LookupManager } from "./lookup-manager.tsx";

vi.mock("../../../lib/assign-tax-group.ts", () => ({ openAssignTaxGroup: vi.fn() }));

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const entry = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-0000000000c${n}`,
  organizationId: scope.orgId,
  locationId: scope.locationId,
  name,
  productCount: n,
  complianceClass: "FLOWER",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const rows = [entry(1, "Flower"), entry(2, "Vapes"), entry(3, "Edibles")];

function setup(kind: "category" | "brand" | "tag", canAssignTax: boolean) {
  mockFetch(200, { data: rows, meta: { page: 1, limit: 20, total: rows.length, totalPages: 1 } });
  return renderWithClient(
    <LookupManager
      scope={scope}
      kind={kind}
      search={{ page: 1, limit: 20, search: "" }}
      onSearchChange={() => {}}
      canWrite={false}
      canAssignTax={canAssignTax}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(openAssignTaxGroup).mockClear();
});

describe("LookupManager tax group actions", () => {
  it("opens the dialog for one category from its row", async () => {
    const { user } = setup("category", true);
    await user.click(await screen.findByRole("button", { name: "Assign tax group to Vapes" }));
    expect(openAssignTaxGroup).toHaveBeenCalledWith(
      expect.objectContaining({ targets: [{ entityType: "CATEGORY", entityId: rows[1]!.id, name: "Vapes" }] }),
    );
  });

  it("assigns a selection of brands at once and offers it only once something is selected", async () => {
    const { user } = setup("brand", true);
    await screen.findByText("Flower");
    expect(screen.queryByRole("button", { name: "Assign tax group" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Select Flower" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Edibles" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Assign tax group" }));
    const [request] = vi.mocked(openAssignTaxGroup).mock.calls[0]!;
    expect(request.targets).toEqual([
      { entityType: "BRAND", entityId: rows[0]!.id, name: "Flower" },
      { entityType: "BRAND", entityId: rows[2]!.id, name: "Edibles" },
    ]);
    // A successful assignment clears the selection.
    act(() => request.onAssigned?.());
    expect(screen.getByRole("checkbox", { name: "Select Flower" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByText("2 selected")).toBeNull();
  });

  it("offers nothing to people who may not assign tax groups, nor on kinds that take none", async () => {
    setup("category", false);
    await screen.findByText("Vapes");
    expect(screen.queryByRole("button", { name: /Assign tax group/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("has no tax group action on tags", async () => {
    setup("tag", true);
    const table = await screen.findByRole("table");
    await within(table).findByText("Flower");
    expect(within(table).queryByRole("button", { name: /Assign tax group/ })).toBeNull();
  });
});
