// A sellable product as the register's search answers it, for the register's unit tests.
import type { SellableProduct } from "./cart.ts";

export const testProduct = (over: Partial<SellableProduct> = {}): SellableProduct => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Pink Kush 3.5 g",
  sku: "PK-35",
  barcodes: ["0627843000012"],
  brandId: null,
  brandName: "Acme",
  categoryId: null,
  categoryName: "Flower",
  complianceClass: "FLOWER",
  unit: "EACH",
  priceCents: 1199,
  availableQuantity: 3,
  taxGroupId: "00000000-0000-4000-8000-0000000000aa",
  netWeightMg: 3500,
  thcPpm: 220_000,
  thcMgPerUnit: null,
  unitsPerPack: null,
  form: null,
  ...over,
});
