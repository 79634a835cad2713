import { screen, waitFor } from "@testing-library/react";
import type { InventoryItem } from "@verdant/shared/inventory";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { AdjustDialog } from "./adjust-dialog.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const lot = (over: Partial<InventoryItem>): InventoryItem =>
  ({
    id: "00000000-0000-4000-8000-0000000000a1",
    productName: "Blue Dream 3.5g",
    roomName: "Vault",
    lotNumber: "B-12",
    unit: "EACH",
    quantity: 10,
    ...over,
  }) as InventoryItem;

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe("adjust dialog", () => {
  it("needs a quantity in the lot's unit and a reason before anything is sent", async () => {
    const fetchMock = mockFetch(200, lot({ quantity: 8 }));
    const view = renderWithClient(<AdjustDialog scope={scope} lots={[lot({})]} open onOpenChange={() => undefined} />);
    await view.user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(await screen.findByText("Change is required")).toBeTruthy();
    expect(screen.getByText("Choose a reason")).toBeTruthy();

    await view.user.type(screen.getByRole("textbox", { name: "Change" }), "1.5");
    await view.user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(await screen.findByText(/must be a whole number$/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends an incremental change with its reason and note, and shows the count it leads to", async () => {
    const fetchMock = mockFetch(200, lot({ quantity: 8 }));
    const view = renderWithClient(<AdjustDialog scope={scope} lots={[lot({})]} open onOpenChange={() => undefined} />);
    await view.user.type(screen.getByRole("textbox", { name: "Change" }), "-2");
    expect(screen.getByText("New quantity: 8 units")).toBeTruthy();
    await view.user.click(screen.getByRole("radio", { name: /Audit count/ }));
    await view.user.type(screen.getByLabelText("Note"), "Shelf count");
    await view.user.click(screen.getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/inventory\/00000000-0000-4000-8000-0000000000a1\/adjust-quantity$/);
    expect((init as RequestInit).method).toBe("PATCH");
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      type: "INCREMENTAL",
      quantity: -2,
      reason: "AUDIT",
      note: "Shelf count",
    });
  });

  it("reads grams with up to 3 decimals as milligrams, and refuses a negative count", async () => {
    const fetchMock = mockFetch(200, lot({ unit: "GRAM", quantity: 3500 }));
    const grams = lot({ unit: "GRAM", quantity: 28_000 });
    const view = renderWithClient(<AdjustDialog scope={scope} lots={[grams]} open onOpenChange={() => undefined} />);
    await view.user.click(screen.getByRole("radio", { name: /Set count/ }));
    const counted = screen.getByRole("textbox", { name: "Counted quantity" });
    await view.user.type(counted, "-1");
    await view.user.click(screen.getByRole("radio", { name: /Adjustment/ }));
    await view.user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(await screen.findByText(/must be at least 0$/)).toBeTruthy();

    await view.user.clear(counted);
    await view.user.type(counted, "3.5");
    expect(screen.getByText("New quantity: 3.5 g")).toBeTruthy();
    await view.user.click(screen.getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ type: "ABSOLUTE", quantity: 3500, reason: "ADJUSTMENT" });
  });

  it("adjusts a selection in one bulk call, each lot in its own unit", async () => {
    const fetchMock = mockFetch(200, { successCount: 2, failureCount: 0, failures: [] });
    const lots = [
      lot({ id: "00000000-0000-4000-8000-0000000000b1" }),
      lot({ id: "00000000-0000-4000-8000-0000000000b2" }),
    ];
    const view = renderWithClient(<AdjustDialog scope={scope} lots={lots} open onOpenChange={() => undefined} />);
    await view.user.type(screen.getByRole("textbox", { name: "Change" }), "3");
    await view.user.click(screen.getByRole("radio", { name: /Adjustment/ }));
    await view.user.click(screen.getByRole("button", { name: "Adjust 2 lots" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/inventory\/bulk\/adjust-quantity$/);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      items: [
        { inventoryId: "00000000-0000-4000-8000-0000000000b1", type: "INCREMENTAL", quantity: 3 },
        { inventoryId: "00000000-0000-4000-8000-0000000000b2", type: "INCREMENTAL", quantity: 3 },
      ],
      reason: "ADJUSTMENT",
      note: null,
    });
  });
});
