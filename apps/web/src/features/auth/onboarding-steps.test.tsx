import { screen, waitFor } from "@testing-library/react";
import type { UserState } from "@verdant/shared/auth";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { AccessCodeStep, ProfileStep } from "./onboarding-steps.tsx";

const user = {
  firstName: null,
  lastName: null,
  featureSuggestions: [],
  discoverySource: null,
  accessCode: null,
} as unknown as UserState;

describe("onboarding steps", () => {
  it("validates names with the shared person-name rule before saving", async () => {
    const onSave = vi.fn();
    const view = renderWithClient(<ProfileStep user={user} pending={false} onSave={onSave} />);
    await view.user.type(screen.getByLabelText("First name"), "Jordan2");
    await view.user.type(screen.getByLabelText("Last name"), "Lee-Martin");
    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/^First name must be up to 5 words/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await view.user.clear(screen.getByLabelText("First name"));
    await view.user.type(screen.getByLabelText("First name"), "Jordan");
    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { firstName: "Jordan", lastName: "Lee-Martin", onboardingStep: "FEATURES" },
        expect.anything(),
      ),
    );
  });

  it("finishes without an access code, and refuses one with symbols", async () => {
    const onSave = vi.fn();
    const view = renderWithClient(<AccessCodeStep user={user} pending={false} onSave={onSave} />);
    await view.user.type(screen.getByLabelText("Access code (optional)"), "VERDANT-DEMO!");
    await view.user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Access code must contain only letters and digits")).toBeTruthy();

    await view.user.clear(screen.getByLabelText("Access code (optional)"));
    await view.user.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ complete: true }, expect.anything()));
  });
});
