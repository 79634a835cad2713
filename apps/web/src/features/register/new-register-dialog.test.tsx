import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { renderWithClient } from "../../test/render.tsx";
import { NewRegisterDialog } from "./new-register-dialog.tsx";

const scope = { orgId: "aaaaaaaa-0000-4000-8000-000000000001", locationId: "bbbbbbbb-0000-4000-8000-000000000002" };
const floor = { id: "cccccccc-0000-4000-8000-000000000003", name: "Sales Floor" };

describe("the new register dialog", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("cannot create a register before the rooms it may sell from have loaded", async () => {
    // The rooms' answer never comes.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithClient(<NewRegisterDialog scope={scope} onClose={() => {}} onCreated={() => {}} />);
    expect(await screen.findByRole("button", { name: "Create register" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says a register with no room ticked has nothing to sell, until one is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { user, client } = renderWithClient(
      <NewRegisterDialog scope={scope} onClose={() => {}} onCreated={() => {}} />,
    );
    // The rooms arrive.
    act(() => client.setQueryData(activeRoomsQuery(scope).queryKey, [floor] as never));
    const create = await screen.findByRole("button", { name: "Create register" });
    expect(create).toHaveProperty("disabled", false);
    expect(screen.getByRole("status").textContent).toBe(
      "With no room ticked, this register has nothing to sell until a room is linked to it.",
    );
    await user.click(screen.getByRole("checkbox", { name: "Sales Floor" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
