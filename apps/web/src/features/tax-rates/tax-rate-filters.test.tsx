import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TaxRateFilters } from "./tax-rate-filters.tsx";
import { type TaxRateSearch, taxRateListParamsOf, taxRateSearchSchema } from "./tax-rate-search.ts";

const base: TaxRateSearch = taxRateSearchSchema.parse({});

describe("tax rate filters in the URL", () => {
  it("reads the spec's filters and drops values the API would refuse", () => {
    const search = taxRateSearchSchema.parse({
      customerType: "MEDICAL",
      status: "INACTIVE",
      standalone: true,
      page: 3,
    });
    expect(taxRateListParamsOf(search)).toEqual({
      page: 3,
      limit: 20,
      search: undefined,
      customerType: "MEDICAL",
      status: "INACTIVE",
      standalone: true,
    });
    const wrong = taxRateSearchSchema.parse({ customerType: "KIDS", status: "maybe", standalone: "yes" });
    expect(wrong).toMatchObject({ customerType: undefined, status: undefined, standalone: undefined, page: 1 });
  });

  it("sets a filter from the first page and clears them all", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<TaxRateFilters search={{ ...base, page: 4 }} onChange={onChange} />);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();

    await user.click(screen.getByRole("combobox", { name: "Group" }));
    await user.click(await screen.findByRole("option", { name: "Standalone" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...base, page: 1, standalone: true });

    await user.click(screen.getByRole("combobox", { name: "Customer type" }));
    await user.click(await screen.findByRole("option", { name: "Medical" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...base, page: 1, customerType: "MEDICAL" });

    // "ALL" is a customer type of its own (rates for every customer), not the absence of the filter.
    await user.click(screen.getByRole("combobox", { name: "Customer type" }));
    await user.click(await screen.findByRole("option", { name: "Every customer" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...base, page: 1, customerType: "ALL" });
    expect(screen.getByRole("combobox", { name: "Customer type" }).textContent).toBe("All customer types");

    rerender(<TaxRateFilters search={{ ...base, status: "ACTIVE", standalone: false }} onChange={onChange} />);
    expect(screen.getByRole("combobox", { name: "Group" }).textContent).toContain("In a tax group");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...base, page: 1 });
  });
});
