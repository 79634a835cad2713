import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../components/ui/toaster.tsx";
import { renderWithClient } from "../../test/render.tsx";
import { CustomerGroupsManager } from "./customer-groups-manager.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const seniors = {
  id: "00000000-0000-4000-8000-0000000000d1",
  organizationId: scope.orgId,
  locationId: scope.locationId,
  name: "Seniors",
  customerCount: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const usedBy = "The customer group is used by the discount Senior Tuesday";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Lists answer with Seniors; a write answers `write`. */
function setup(write: Response, canWrite = true) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    !init?.method || init.method === "GET"
      ? json(200, { data: [seniors], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } })
      : write,
  );
  vi.stubGlobal("fetch", fetchMock);
  const view = renderWithClient(
    <CustomerGroupsManager
      scope={scope}
      search={{ page: 1, limit: 10, search: "" }}
      onSearchChange={() => {}}
      canWrite={canWrite}
    />,
  );
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CustomerGroupsManager", () => {
  it("explains an empty name under the field and sends nothing", async () => {
    const { user, fetchMock } = setup(json(201, seniors));
    await user.click(await screen.findByRole("button", { name: "New customer group" }));
    await user.click(screen.getByRole("button", { name: "Create customer group" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("creates a group with the trimmed name and says so", async () => {
    const success = vi.spyOn(notify, "success").mockImplementation(() => "");
    const { user, fetchMock } = setup(json(201, { ...seniors, name: "Veterans" }));
    await user.click(await screen.findByRole("button", { name: "New customer group" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Veterans ");
    await user.click(screen.getByRole("button", { name: "Create customer group" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Customer group created successfully"));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toContain(`organization/${scope.orgId}/location/${scope.locationId}/customer-group`);
    expect(JSON.parse(String(post[1]?.body))).toEqual({ name: "Veterans" });
  });

  it("shows the API's refusal when a discount uses the group", async () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => "");
    const { user } = setup(json(409, { statusCode: 409, error: "Conflict", message: usedBy, code: "conflict" }));
    await user.click(await screen.findByRole("button", { name: "Delete Seniors" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(usedBy));
  });

  it("offers no writes without pricing.write", async () => {
    setup(json(201, seniors), false);
    expect(await screen.findByText("Seniors")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New customer group" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Seniors" })).toBeNull();
  });
});
