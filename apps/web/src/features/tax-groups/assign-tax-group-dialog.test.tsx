import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AssignTarget } from "../../lib/assign-tax-group.ts";
import { renderWithClient } from "../../test/render.tsx";
import { AssignTaxGroupDialog, describeTargets } from "./assign-tax-group-dialog.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const groupId = "00000000-0000-4000-8000-0000000000a1";
const group = {
  id: groupId,
  organizationId: scope.orgId,
  locationId: scope.locationId,
  name: "California adult-use",
  rateCount: 2,
  assignments: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const flower: AssignTarget = {
  entityType: "CATEGORY",
  entityId: "00000000-0000-4000-8000-0000000000c1",
  name: "Flower",
};
const vapes: AssignTarget = { entityType: "CATEGORY", entityId: "00000000-0000-4000-8000-0000000000c2", name: "Vapes" };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The list answers once releaseList() is called, writes once releaseWrite() is, with `write`. */
function api(groups: unknown[], write: { status: number; body: unknown } = { status: 200, body: {} }) {
  let releaseList: () => void = () => {};
  let releaseWrite: () => void = () => {};
  const listGate = new Promise<void>((r) => (releaseList = r));
  const writeGate = new Promise<void>((r) => (releaseWrite = r));
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (!init?.method || init.method === "GET") {
      await listGate;
      return json(200, { data: groups, meta: { page: 1, limit: 100, total: groups.length, totalPages: 1 } });
    }
    await writeGate;
    return json(write.status, write.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, releaseList: () => releaseList(), releaseWrite: () => releaseWrite() };
}

function setup(targets: AssignTarget[]) {
  const onOpenChange = vi.fn();
  const onAssigned = vi.fn();
  const view = renderWithClient(
    <AssignTaxGroupDialog scope={scope} targets={targets} open onOpenChange={onOpenChange} onAssigned={onAssigned} />,
  );
  return { ...view, onOpenChange, onAssigned };
}

async function choose(user: ReturnType<typeof setup>["user"], name: string) {
  await user.click(screen.getByRole("combobox", { name: "Tax group" }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("AssignTaxGroupDialog", () => {
  it("explains the override and shows 'Loading...' with Assign disabled until groups arrive and one is chosen", async () => {
    const { releaseList } = api([group]);
    const { user } = setup([flower]);
    expect(screen.getByRole("dialog", { name: "Assign tax group" })).toBeTruthy();
    expect(screen.getByText(/overrides any tax group set for it before/)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Tax group" }).textContent).toContain("Loading...");
    expect(screen.getByRole("button", { name: "Assign" }).hasAttribute("disabled")).toBe(true);
    releaseList();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Tax group" }).textContent).toContain("Choose a tax group"),
    );
    expect(screen.getByRole("button", { name: "Assign" }).hasAttribute("disabled")).toBe(true);
    await choose(user, "California adult-use");
    expect(screen.getByRole("button", { name: "Assign" }).hasAttribute("disabled")).toBe(false);
  });

  it("says 'No tax groups found' when the location has none", async () => {
    const { releaseList } = api([]);
    setup([flower]);
    releaseList();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Tax group" }).textContent).toContain("No tax groups found"),
    );
    expect(screen.getByRole("button", { name: "Assign" }).hasAttribute("disabled")).toBe(true);
  });

  it("assigns one entity with POST /assign, showing 'Assigning...' while it works", async () => {
    const { fetchMock, releaseList, releaseWrite } = api([group], {
      status: 200,
      body: {
        id: groupId,
        taxGroupId: groupId,
        entityType: "CATEGORY",
        entityId: flower.entityId,
        entityName: "Flower",
        createdAt: group.createdAt,
      },
    });
    const { user, onAssigned, onOpenChange } = setup([flower]);
    releaseList();
    await choose(user, "California adult-use");
    await user.click(screen.getByRole("button", { name: "Assign" }));
    expect(await screen.findByRole("button", { name: "Assigning..." })).toBeTruthy();
    releaseWrite();
    await waitFor(() => expect(onAssigned).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toMatch(/\/tax-group\/assign$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      taxGroupId: groupId,
      entityType: "CATEGORY",
      entityId: flower.entityId,
    });
  });

  it("assigns several entities with POST /bulk-assign", async () => {
    const { fetchMock, releaseList, releaseWrite } = api([group], {
      status: 200,
      body: { successCount: 2, failureCount: 0, failures: [], successful: 2, failed: 0 },
    });
    const { user, onAssigned } = setup([flower, vapes]);
    expect(screen.getByText("2 categories")).toBeTruthy();
    releaseList();
    releaseWrite();
    await choose(user, "California adult-use");
    await user.click(screen.getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toMatch(/\/tax-group\/bulk-assign$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      taxGroupId: groupId,
      assignments: [
        { entityType: "CATEGORY", entityId: flower.entityId },
        { entityType: "CATEGORY", entityId: vapes.entityId },
      ],
    });
  });

  it("names what it assigns to", () => {
    expect(describeTargets([flower])).toBe("Flower");
    expect(describeTargets([flower, { ...vapes, entityType: "BRAND" }])).toBe("2 items");
  });
});
