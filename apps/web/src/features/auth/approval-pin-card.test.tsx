import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { ApprovalPinCard } from "./approval-pin-card.tsx";

describe("approval PIN", () => {
  it("asks for 4 to 8 digits typed twice alike, then saves the PIN", async () => {
    const fetchMock = mockFetch(200, { hasPin: false });
    const { user } = renderWithClient(<ApprovalPinCard />);
    await user.click(screen.getByRole("button", { name: "Save PIN" }));
    expect(await screen.findByText(/PIN must be 4 to 8 digits/i)).toBeTruthy();

    await user.type(screen.getByLabelText("PIN"), "2468");
    await user.type(screen.getByLabelText("Repeat the PIN"), "1357");
    await user.click(screen.getByRole("button", { name: "Save PIN" }));
    expect(await screen.findByText("The two PINs do not match")).toBeTruthy();

    await user.clear(screen.getByLabelText("Repeat the PIN"));
    await user.type(screen.getByLabelText("Repeat the PIN"), "2468");
    await user.click(screen.getByRole("button", { name: "Save PIN" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ pin: "2468" });
  });
});
