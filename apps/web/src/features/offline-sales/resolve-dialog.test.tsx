import { screen, waitFor } from "@testing-library/react";
import type { OfflineSaleRow } from "@verdant/shared/offline-sales";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { ResolveOfflineSaleDialog } from "./resolve-dialog.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const row = {
  saleId: "00000000-0000-4000-8000-0000000000a1",
  offlineReceipt: "R1-7",
  flags: [{ code: "STOCK_SHORT", message: "Stock ran short" }],
} as OfflineSaleRow;

describe("resolve offline sale dialog", () => {
  it("says the note is needed under its field when sent empty, then sends it", async () => {
    const fetchMock = mockFetch(200, { id: row.saleId });
    const view = renderWithClient(<ResolveOfflineSaleDialog scope={scope} row={row} onClose={() => undefined} />);
    await view.user.click(screen.getByRole("button", { name: "Mark resolved" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Resolution is required");
    expect(fetchMock).not.toHaveBeenCalled();

    await view.user.type(screen.getByLabelText("Resolution"), "Shelf counted");
    await view.user.click(screen.getByRole("button", { name: "Mark resolved" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ note: "Shelf counted" });
  });
});
