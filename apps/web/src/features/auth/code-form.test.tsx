import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../components/ui/toaster.tsx";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { CodeForm } from "./code-form.tsx";

const authenticationId = "3f1c9a52-5d0e-4b7a-9c1e-2a6b8d4f0e11";

describe("CodeForm", () => {
  it("checks the code's shape before calling the server", async () => {
    const fetchMock = mockFetch(200, {});
    const { user } = renderWithClient(
      <CodeForm flow="sign-in" authenticationId={authenticationId} onVerified={vi.fn()} />,
    );
    await user.type(screen.getByLabelText("Verification code"), "12ab");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(await screen.findByText("Verification code must be 6 digits")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's answer to a wrong code as a toast and stays on the form", async () => {
    const toast = vi.spyOn(notify, "error").mockImplementation(() => "");
    const fetchMock = mockFetch(400, {
      statusCode: 400,
      error: "Bad Request",
      message: "The code is incorrect",
      code: "invalid_code",
    });
    const onVerified = vi.fn();
    const { user } = renderWithClient(
      <CodeForm flow="sign-in" authenticationId={authenticationId} onVerified={onVerified} />,
    );
    await user.type(screen.getByLabelText("Verification code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith("The code is incorrect"));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/account/verify-code");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ authenticationId, code: "000000" });
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("offers Resend under 'Didn't receive a code?' only after the resend spacing", async () => {
    renderWithClient(<CodeForm flow="sign-up" authenticationId={authenticationId} onVerified={vi.fn()} />);
    expect(screen.getByText(/Didn't receive a code\?/)).toBeTruthy();
    const resend = screen.getByRole("button", { name: /Resend in \d+s/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });
});
