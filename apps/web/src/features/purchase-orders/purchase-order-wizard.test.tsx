import { screen, waitFor } from "@testing-library/react";
import type { PurchaseOrderDetail } from "@verdant/shared/purchase-orders";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { DetailsStep } from "./details-step.tsx";
import { DraftWizard } from "./purchase-order-wizard.tsx";

const scope = { orgId: "00000000-0000-4000-8000-000000000001", locationId: "00000000-0000-4000-8000-000000000002" };
const vendorId = "00000000-0000-4000-8000-0000000000e1";
const meta = { page: 1, limit: 100, total: 1, totalPages: 1 };
const none = { paymentTerms: null, address: null, city: null, state: null, zipCode: null, licenseNumber: null };
const vendor = {
  ...none,
  id: vendorId,
  organizationId: scope.orgId,
  locationId: scope.locationId,
  name: "Great North Supply",
  licenseType: null,
  licenseExpiry: null,
  licenseStatus: "MISSING",
  licenseFileUrl: null,
  licenseFileType: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  active: true,
  productCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** Answers each call by its path, and records them. */
function routeFetch(answer: (url: URL, init: RequestInit) => unknown) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      calls.push({ url, init });
      return new Response(JSON.stringify(answer(url, init)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

const vendorList = () => ({ data: [{ ...vendor }], meta });

describe("purchase order wizard", () => {
  it("details: a PO number already used is caught while typing and the step does not save", async () => {
    const calls = routeFetch((url) => {
      if (url.pathname.endsWith("/vendor")) return vendorList();
      if (url.pathname.endsWith("/check-po-number")) return { available: url.searchParams.get("poNumber") !== "PO-1" };
      throw new Error(`unexpected ${url.pathname}`);
    });
    const onSubmit = vi.fn(async () => undefined);
    const view = renderWithClient(
      <DetailsStep scope={scope} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />,
    );

    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Vendor is required")).toBeTruthy();
    expect(screen.getByText("PO number is required")).toBeTruthy();

    await view.user.type(screen.getByLabelText("PO number"), "PO-1");
    expect(await screen.findByText("This PO number is already used at this location")).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get("poNumber") === "PO-1")).toBe(true);
    await view.user.clear(screen.getByLabelText("PO number"));
    await view.user.type(screen.getByLabelText("PO number"), "PO-2");
    expect(await screen.findByText("Available")).toBeTruthy();
    await view.user.clear(screen.getByLabelText("PO number"));
    await view.user.type(screen.getByLabelText("PO number"), "PO-1");
    expect(await screen.findByText("This PO number is already used at this location")).toBeTruthy();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("details: sends the vendor, the number and the tax rate as parts per million", async () => {
    routeFetch((url) => {
      if (url.pathname.endsWith("/vendor")) return vendorList();
      return { available: true };
    });
    const onSubmit = vi.fn(async () => undefined);
    const view = renderWithClient(
      <DetailsStep scope={scope} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    await view.user.click(screen.getByLabelText("Vendor"));
    await view.user.click(await screen.findByRole("option", { name: "Great North Supply" }));
    await view.user.type(screen.getByLabelText("PO number"), "PO-7");
    await view.user.clear(screen.getByLabelText("Vendor tax rate (%)"));
    await view.user.type(screen.getByLabelText("Vendor tax rate (%)"), "8.875");
    expect(await screen.findByText("Available")).toBeTruthy();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      vendorId,
      poNumber: "PO-7",
      expectedAt: null,
      notes: null,
      taxRatePpm: 88750,
    });
  });

  it("a draft opens at its saved step and every move between steps is saved", async () => {
    const po = {
      id: "00000000-0000-4000-8000-0000000000f1",
      vendorId,
      vendorName: vendor.name,
      poNumber: "PO-9",
      status: "DRAFT",
      step: "ITEMS",
      itemCount: 1,
      items: [
        {
          id: "00000000-0000-4000-8000-0000000000c1",
          productId: "00000000-0000-4000-8000-0000000000d1",
          productName: "Blue Dream 3.5g",
          sku: "BLU-1",
          unit: "EACH",
          quantity: 4,
          receivedQuantity: 0,
          unitCostCents: 1250,
          lineTotalCents: 5000,
        },
      ],
    } as unknown as PurchaseOrderDetail;
    const calls = routeFetch((_url, init) => {
      if (init.method === "PATCH") return { ...po, step: JSON.parse(String(init.body)).step, items: undefined };
      return { data: [], meta };
    });
    const view = renderWithClient(
      <DraftWizard scope={scope} po={po} canWrite onConfirmed={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByText("Items").closest("li")?.getAttribute("aria-current")).toBe("step");
    expect((screen.getByLabelText("Quantity of Blue Dream 3.5g") as HTMLInputElement).value).toBe("4");

    await view.user.click(screen.getByRole("button", { name: "Continue to review" }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === "PATCH")).toHaveLength(1));
    const move = calls.find((c) => c.init.method === "PATCH");
    expect(move?.url.pathname).toMatch(/\/purchase-order\/00000000-0000-4000-8000-0000000000f1\/step$/);
    expect(JSON.parse(String(move?.init.body))).toEqual({ step: "REVIEW" });

    await view.user.click(screen.getByRole("button", { name: "Back to details" }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === "PATCH")).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.init.method === "PATCH")[1]?.init.body))).toEqual({
      step: "DETAILS",
    });
  });

  it("waits for a pending quantity edit before moving on", async () => {
    const po = {
      id: "00000000-0000-4000-8000-0000000000f2",
      vendorId,
      vendorName: vendor.name,
      poNumber: "PO-10",
      status: "DRAFT",
      step: "ITEMS",
      itemCount: 1,
      items: [
        {
          id: "00000000-0000-4000-8000-0000000000c2",
          productId: "00000000-0000-4000-8000-0000000000d2",
          productName: "Pre-roll 1g",
          sku: "PRE-1",
          unit: "EACH",
          quantity: 2,
          receivedQuantity: 0,
          unitCostCents: 300,
          lineTotalCents: 600,
        },
      ],
    } as unknown as PurchaseOrderDetail;
    routeFetch(() => ({ data: [], meta }));
    const view = renderWithClient(
      <DraftWizard scope={scope} po={po} canWrite onConfirmed={() => undefined} onCancel={() => undefined} />,
    );
    const quantity = screen.getByLabelText("Quantity of Pre-roll 1g");
    await view.user.clear(quantity);
    await view.user.type(quantity, "2.5");
    expect(screen.getByText("quantity must be a whole number")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Continue to review" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
