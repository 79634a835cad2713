import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { CustomerForm } from "./customer-form.tsx";

const locationId = "00000000-0000-4000-8000-000000000002";

function setup(serverErrors?: string[]) {
  const onSubmit = vi.fn();
  const view = renderWithClient(
    <CustomerForm
      locationId={locationId}
      groups={[]}
      pending={false}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { ...view, onSubmit };
}

async function fillBasics(user: ReturnType<typeof setup>["user"]) {
  await user.type(screen.getByLabelText("First name"), "Rosa");
  await user.type(screen.getByLabelText("Last name"), "Parks-Lee");
  await user.type(screen.getByLabelText("Date of birth"), "1990-04-20");
}

describe("CustomerForm", () => {
  it("refuses a malformed e-mail under the field and sends nothing", async () => {
    const { user, onSubmit } = setup();
    await fillBasics(user);
    await user.type(screen.getByLabelText("E-mail"), "rosa@store");
    await user.click(screen.getByRole("button", { name: "Create customer" }));
    expect(await screen.findByText("E-mail must be a valid e-mail address")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends blank optional fields as null and the phone as + calling code and digits", async () => {
    const { user, onSubmit } = setup();
    await fillBasics(user);
    await user.type(screen.getByLabelText("Phone"), "(604) 555-0123");
    await user.click(screen.getByRole("button", { name: "Create customer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      locationId,
      firstName: "Rosa",
      lastName: "Parks-Lee",
      email: null,
      phone: "+16045550123",
      dateOfBirth: "1990-04-20",
      type: "RECREATIONAL",
      medicalCardNumber: null,
      status: "ACTIVE",
    });
  });

  it("asks for the medical card only for a medical customer", async () => {
    const { user } = setup();
    expect(screen.queryByLabelText("Card number")).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Customer type" }));
    await user.click(await screen.findByRole("option", { name: "Medical" }));
    expect(screen.getByLabelText("Card number")).toBeTruthy();
    expect(screen.getByLabelText("Issuing state")).toBeTruthy();
  });

  it("keeps the server's refusal (the age check) in view", () => {
    setup(["The customer must be at least 21 years old to buy at this location"]);
    expect(screen.getByRole("alert").textContent).toContain("at least 21 years old");
  });
});
