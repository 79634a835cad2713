import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithClient } from "../../../test/render.tsx";
import { ProductForm } from "./product-form.tsx";

const scope = { orgId: "9b1f0c4e-2c57-4c36-9a55-2d1f5a0e6b11", locationId: "3e0d8a6b-7a61-4b0a-8f43-6c2e8d9b4a22" };
const emptyList = { data: [], meta: { page: 1, limit: 100, total: 0, totalPages: 1 } };

/** The API as the form meets it: empty lookups, and a SKU proposal. */
function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init?.method ?? "GET", body });
      const answer = url.includes("generate-sku") ? { sku: "GL-FLO-BLUE-001" } : emptyList;
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function setup(onSubmit = vi.fn(async () => undefined)) {
  const calls = mockApi();
  const view = renderWithClient(
    <ProductForm
      scope={scope}
      currency="CAD"
      vendors={[{ id: "5f3c2b1a-0d9e-4c8b-a7f6-e5d4c3b2a190", name: "Fraser Valley Growers" }]}
      canCreateLookups
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { ...view, onSubmit, calls };
}

describe("ProductForm", () => {
  it("explains a missing name and an unreadable price under their fields, and sends nothing", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Price"), "12.345");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Price must have at most 2 decimal places")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
    // The pickers are labelled controls too (the label reaches the button that opens them).
    expect(screen.getByLabelText("Brand").textContent).toContain("No brand");
    expect(screen.getByLabelText("Vendor").textContent).toContain("No vendor");
  });

  it("requires a price", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Name"), "Blue Dream");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Price is required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends money as cents and quantities as integers, with no floats on the way", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Name"), "Blue Dream 3.5 g");
    await user.type(screen.getByLabelText("Price"), "34.99");
    await user.type(screen.getByLabelText("Cost"), "0.29");
    await user.type(screen.getByLabelText("Net weight"), "3.5");
    await user.type(screen.getByLabelText("THC"), "22.5");
    await user.type(screen.getByLabelText("Barcodes"), "0123456789012, 0123456789029");
    await user.type(screen.getByLabelText("Reorder point"), "12");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const { input } = (onSubmit.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0];
    expect(input).toMatchObject({
      name: "Blue Dream 3.5 g",
      priceCents: 3499,
      costCents: 29,
      netWeightMg: 3500,
      thcPpm: 225_000,
      cbdPpm: null,
      reorderPoint: 12,
      unit: "EACH",
      barcodes: ["0123456789012", "0123456789029"],
      brandId: null,
      tagIds: [],
      status: "PUBLISHED",
    });
    // A blank SKU is left to the server, which generates one.
    expect(input).not.toHaveProperty("sku");
  });

  it("fills the SKU from POST generate-sku with the name typed so far", async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText("Name"), "Blue Dream");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect((screen.getByLabelText("SKU") as HTMLInputElement).value).toBe("GL-FLO-BLUE-001"));
    const call = calls.find((c) => c.url.includes("generate-sku"));
    expect(call?.method).toBe("POST");
    expect(call?.url).toContain(`organization/${scope.orgId}/location/${scope.locationId}/product/generate-sku`);
    expect(call?.body).toEqual({ name: "Blue Dream", brandId: null, categoryId: null });
  });

  it("shows a taken SKU under the SKU field in the spec's words", async () => {
    const taken = new ApiError(409, {
      statusCode: 409,
      error: "Conflict",
      message: "The sku is already in use. Please try again.",
      code: "fields_already_in_use",
      fields: ["sku"],
    });
    const { user } = setup(vi.fn(async () => Promise.reject(taken)));
    await user.type(screen.getByLabelText("Name"), "Blue Dream");
    await user.type(screen.getByLabelText("SKU"), "bd-001");
    await user.type(screen.getByLabelText("Price"), "10");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    const messages = await screen.findAllByText("The sku is already in use. Please try again.");
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByLabelText("SKU").getAttribute("aria-invalid")).toBe("true");
  });
});
