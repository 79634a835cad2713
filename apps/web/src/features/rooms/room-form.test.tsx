import { screen, waitFor } from "@testing-library/react";
import type { Room } from "@verdant/shared/rooms";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { RoomForm } from "./room-form.tsx";

function setup(room?: Room, onSubmit = vi.fn(async (_values: unknown) => undefined)) {
  const view = renderWithClient(
    <RoomForm room={room} pending={false} submitLabel="Save room" onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return { ...view, onSubmit };
}

describe("RoomForm", () => {
  it("requires a name and sends nothing without one", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Save room" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a negative area under the field", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Name"), "Vault");
    await user.type(screen.getByLabelText("Area"), "-3");
    await user.click(screen.getByRole("button", { name: "Save room" }));
    expect(await screen.findByText("Area must be at least 0")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the trimmed name, chosen types, no area when empty, and distinct registers", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Name"), "  Back vault ");
    await user.click(screen.getByLabelText("Vault"));
    await user.click(screen.getByLabelText("Quarantine"));
    await user.type(screen.getByLabelText("Linked registers"), "Till 1, Till 1 ,, Till 2");
    await user.click(screen.getByLabelText(/Active/));
    await user.click(screen.getByRole("button", { name: "Save room" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: "Back vault",
      isActive: false,
      roomTypes: ["VAULT", "QUARANTINE"],
      linkedRegisters: ["Till 1", "Till 2"],
    });
  });

  it("starts from the room being edited", () => {
    setup({
      id: "a8f1e2d3-0000-4000-8000-000000000001",
      organizationId: "a8f1e2d3-0000-4000-8000-000000000002",
      locationId: "a8f1e2d3-0000-4000-8000-000000000003",
      name: "Sales Floor",
      isActive: true,
      area: 1200,
      roomTypes: ["SALES_FLOOR"],
      linkedRegisters: "Register 1,Register 2",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Sales Floor");
    expect((screen.getByLabelText("Area") as HTMLInputElement).value).toBe("1200");
    expect((screen.getByLabelText("Linked registers") as HTMLInputElement).value).toBe("Register 1, Register 2");
    expect(screen.getByLabelText("Sales floor").getAttribute("data-state")).toBe("checked");
  });
});
