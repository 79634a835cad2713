import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const id = "3f1c9a52-5d0e-4b7a-9c1e-2a6b8d4f0e11";

describe("ResetPasswordForm", () => {
  it("asks for a long enough password and a matching confirmation", async () => {
    const fetchMock = mockFetch(200, { message: "ok" });
    const { user } = renderWithClient(<ResetPasswordForm id={id} token="t0ken" onReset={vi.fn()} />);
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("New password must be at least 8 characters")).toBeTruthy();

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-2");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's id and token with the new password", async () => {
    const fetchMock = mockFetch(200, { message: "ok" });
    const onReset = vi.fn();
    const { user } = renderWithClient(<ResetPasswordForm id={id} token="t0ken" onReset={onReset} />);
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/auth/reset-password");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      id,
      token: "t0ken",
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    });
  });
});
