import { describe, expect, it } from "vitest";
import {
  catalogSearchSchema,
  filterIds,
  pageAfterStatusChange,
  productQueryOf,
  tabState,
  withFilter,
  withoutFilters,
  withTabState,
} from "./catalog-search.ts";

const A = "0b9a4d0e-8f8e-4a39-9b0f-6a3d6f1f2a01";
const B = "5c1e2f3a-1111-4b22-8c33-9d44e55f6a02";

describe("catalog URL state", () => {
  it("reads a shared URL's tab, per-tab search/page/limit and multi-value filters", () => {
    const search = catalogSearchSchema.parse({
      tab: "archived",
      "archived-search": "blue dream",
      "archived-page": "3",
      "archived-limit": "20",
      "active-page": 2,
      brand: `${A},${B}`,
      tag: [A, B],
    });
    expect(search.tab).toBe("archived");
    expect(tabState(search, "archived")).toEqual({ search: "blue dream", page: 3, limit: 20 });
    expect(tabState(search, "active")).toEqual({ search: "", page: 2, limit: 10 });
    expect(filterIds(search, "brand")).toEqual([A, B]);
    expect(filterIds(search, "tag")).toEqual([A, B]);
  });

  it("defaults each tab to page 1 and 10 a page, and drops values that cannot be right", () => {
    const search = catalogSearchSchema.parse({
      tab: "deleted",
      "active-page": "-4",
      "active-limit": "100000",
      brand: "not-an-id,,",
      vendor: `${A},nope`,
      "active-search": 123,
    });
    expect(search.tab).toBeUndefined();
    expect(tabState(search, "active")).toEqual({ search: "123", page: 1, limit: 10 });
    expect(search.brand).toBeUndefined();
    expect(filterIds(search, "vendor")).toEqual([A]);
  });

  it("turns the state into the list call of spec §7 for the tab", () => {
    const search = catalogSearchSchema.parse({ brand: A, vendor: B, "active-search": "gummies", "active-page": 2 });
    expect(productQueryOf(search, "active")).toEqual({
      status: "PUBLISHED",
      brandIds: [A],
      locationVendorIds: [B],
      categoryIds: undefined,
      strainIds: undefined,
      tagIds: undefined,
      search: "gummies",
      page: 2,
      limit: 10,
    });
    expect(productQueryOf(search, "archived")).toMatchObject({ status: "ARCHIVED", brandIds: [A], page: 1 });
  });

  it("keeps URLs short: defaults are left out, a new search starts at page 1", () => {
    let search = catalogSearchSchema.parse({});
    search = withTabState(search, "active", { page: 4 });
    expect(search["active-page"]).toBe(4);
    search = withTabState(search, "active", { search: "kush" });
    expect(search).toMatchObject({ "active-search": "kush", "active-page": undefined, "active-limit": undefined });
    search = withTabState(search, "active", { search: "  " });
    expect(search["active-search"]).toBeUndefined();
  });

  it("a filter change sends both tabs back to page 1; clearing removes every filter", () => {
    let search = catalogSearchSchema.parse({ "active-page": 3, "archived-page": 2, tag: A });
    search = withFilter(search, "brand", [A, B]);
    expect(search).toMatchObject({ brand: `${A},${B}`, "active-page": undefined, "archived-page": undefined });
    search = withoutFilters(search);
    expect(search.brand).toBeUndefined();
    expect(search.tag).toBeUndefined();
  });
});

describe("page after archive or restore (spec §4)", () => {
  it("moves back one page when every row of a page above 1 left it", () => {
    expect(pageAfterStatusChange(3, 10, 10)).toBe(2);
    expect(pageAfterStatusChange(2, 1, 1)).toBe(1);
  });
  it("stays when some rows remain or on the first page", () => {
    expect(pageAfterStatusChange(3, 10, 9)).toBe(3);
    expect(pageAfterStatusChange(1, 4, 4)).toBe(1);
  });
});
