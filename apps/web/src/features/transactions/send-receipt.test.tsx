import { screen } from "@testing-library/react";
import type { Sale } from "@verdant/shared/sales";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { SendReceiptForm } from "./send-receipt.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const sale = { id: "00000000-0000-4000-8000-0000000000a1" } as Sale;

describe("send receipt", () => {
  it("sent empty, says what to enter and announces it with the field", async () => {
    // The receipt's contact cannot be read from this answer: the field stays empty.
    const fetchMock = mockFetch(200, {});
    const view = renderWithClient(<SendReceiptForm scope={scope} sale={sale} country="CA" />);
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Enter an e-mail or a phone number");
    expect(screen.getByRole("textbox", { name: "Send receipt to" }).getAttribute("aria-describedby")).toBe(alert.id);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/send"))).toBe(false);
  });
});
