import { screen, waitFor } from "@testing-library/react";
import { signInInput, signUpInput } from "@verdant/shared/auth";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { AddressForm } from "./address-form.tsx";

function setup(schema: typeof signInInput | typeof signUpInput = signInInput, extra?: { referredBy?: string }) {
  const onSubmit = vi.fn();
  const view = renderWithClient(
    <AddressForm schema={schema} extra={extra} submitLabel="Send code" pending={false} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

describe("AddressForm", () => {
  it("refuses a malformed e-mail with the shared rule's message and sends nothing", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("E-mail"), "owner@demo");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("E-mail must be a valid e-mail address")).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the e-mail, lower-cased by the shared schema, with referredBy on sign-up", async () => {
    const { user, onSubmit } = setup(signUpInput, { referredBy: "friend-42" });
    await user.type(screen.getByLabelText("E-mail"), "New.Owner@Store.CA");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: "new.owner@store.ca", referredBy: "friend-42" });
  });

  it("sends a Canadian phone as + calling code and digits, Canada being the first and default choice", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("tab", { name: "Phone" }));
    expect((await screen.findByRole("combobox", { name: "Country/Region" })).textContent).toContain("Canada (+1)");
    await user.type(screen.getByLabelText("Phone number"), "(604) 555-0123");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: "+16045550123" });
  });

  it("refuses a number that does not fit the North American pattern", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("tab", { name: "Phone" }));
    await user.type(await screen.findByLabelText("Phone number"), "(604) 155-0123");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/^Phone number must be a valid phone number/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
