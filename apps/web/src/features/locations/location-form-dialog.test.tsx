import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "../../test/render.tsx";
import { LocationFormDialog } from "./location-form-dialog.tsx";

const ORG = "0b9f3c1e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

function setup(status = 201, body: unknown = {}) {
  const fetchMock = mockFetch(status, body);
  const onOpenChange = vi.fn();
  const view = renderWithClient(<LocationFormDialog orgId={ORG} open onOpenChange={onOpenChange} />);
  return { ...view, fetchMock, onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

// Typing into dialogs is slow on a shared machine; the default 5 s is too tight.
describe("LocationFormDialog", { timeout: 20_000 }, () => {
  it("explains a missing name and a bad time zone under their fields", async () => {
    const { user, fetchMock } = setup();
    const zone = screen.getByLabelText("Time zone");
    await user.clear(zone);
    await user.type(zone, "Mars/Olympus");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    expect(await screen.findByText("Location name is required")).toBeTruthy();
    expect(screen.getByText("Time zone must be an IANA time zone such as America/Vancouver")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("changing the country brings its currency, age, rounding and limits", async () => {
    const { user } = setup();
    expect(screen.getByLabelText("Currency").textContent).toContain("CAD");
    await user.click(screen.getByLabelText("Country"));
    await user.click(await screen.findByRole("option", { name: "United States" }));
    expect(screen.getByLabelText("Currency").textContent).toContain("USD");
    expect((screen.getByLabelText("Minimum age") as HTMLInputElement).value).toBe("21");
    expect(screen.getByLabelText("Cash rounding").textContent).toContain("No rounding");
  });

  it("creates with blank optional fields left out, and shows a taken name under the field", async () => {
    const { user, fetchMock } = setup(409, {
      statusCode: 409,
      error: "Conflict",
      code: "fields_already_in_use",
      fields: ["name"],
      message: "The name is already in use. Please try again.",
    });
    await user.type(screen.getByLabelText("Location name"), "Gastown");
    await user.type(screen.getByLabelText("City"), "Vancouver");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/organization/${ORG}/location`);
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ name: "Gastown", city: "Vancouver", country: "CA", currency: "CAD", minimumAge: 19 });
    expect(body).not.toHaveProperty("address");
    expect(body).not.toHaveProperty("latitude");
    expect(await screen.findAllByText("The name is already in use. Please try again.")).not.toHaveLength(0);
    expect(screen.getByLabelText("Location name").getAttribute("aria-invalid")).toBe("true");
  });
});
