// The product form asks a product's form only where its category holds both (decision 0030): an edible or a topical.
import { screen, waitFor } from "@testing-library/react";
import type { Product } from "@verdant/shared/products";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../../test/render.tsx";
import { ProductForm } from "./product-form.tsx";

const scope = { orgId: "9b1f0c4e-2c57-4c36-9a55-2d1f5a0e6b11", locationId: "3e0d8a6b-7a61-4b0a-8f43-6c2e8d9b4a22" };
const emptyList = { data: [], meta: { page: 1, limit: 100, total: 0, totalPages: 1 } };

const saved = (over: Partial<Product>): Product => ({
  id: "0c7e4b1d-1111-4a2b-9c3d-000000000001",
  organizationId: scope.orgId,
  locationId: scope.locationId,
  name: "Relief Lotion 50 g",
  description: null,
  sku: "RL-50",
  barcodes: [],
  status: "PUBLISHED",
  brandId: null,
  brandName: null,
  categoryId: "0c7e4b1d-2222-4a2b-9c3d-000000000002",
  categoryName: "Topicals",
  complianceClass: "TOPICAL",
  strainId: null,
  strainName: null,
  priorityId: null,
  priorityName: null,
  priorityRank: null,
  vendorId: null,
  vendorName: null,
  tagIds: [],
  tags: [],
  priceCents: 2500,
  costCents: null,
  unit: "EACH",
  netWeightMg: 50_000,
  thcPpm: null,
  cbdPpm: null,
  thcMcgPerUnit: null,
  cbdMcgPerUnit: null,
  unitsPerPack: null,
  form: "NON_SOLID",
  imageUrl: null,
  reorderPoint: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  ...over,
});

function setup(product: Product) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(emptyList), { headers: { "content-type": "application/json" } })),
  );
  const onSubmit = vi.fn(async () => undefined);
  const view = renderWithClient(
    <ProductForm
      scope={scope}
      product={product}
      currency="CAD"
      vendors={[]}
      canCreateLookups={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const sent = async () => {
    await view.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return (onSubmit.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0].input;
  };
  return { ...view, sent };
}

describe("ProductForm: solid or non-solid", () => {
  it("shows a topical's form in plain words and sends it", async () => {
    const { sent } = setup(saved({}));
    expect(screen.getByLabelText("Form").textContent).toContain("Non-solid (lotion, oil, tincture)");
    expect(screen.getByText(/Canada: 70 g = 1 g dried/)).toBeTruthy();
    expect((await sent()).form).toBe("NON_SOLID");
  });

  it("an unset edible reads 'Solid unless set' and sends null", async () => {
    const { sent } = setup(saved({ complianceClass: "EDIBLE", categoryName: "Edibles", form: null }));
    expect(screen.getByLabelText("Form").textContent).toContain("Solid unless set");
    expect((await sent()).form).toBeNull();
  });

  it("does not ask flower, and clears a form left on a product of a single-form class", async () => {
    const { sent } = setup(saved({ complianceClass: "FLOWER", categoryName: "Flower", form: "NON_SOLID" }));
    expect(screen.queryByLabelText("Form")).toBeNull();
    expect((await sent()).form).toBeNull();
  });
});
