import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Sale } from "@verdant/shared/sales";
import { describe, expect, it } from "vitest";
import { formatRate, moneyIn } from "../../lib/money.ts";
import { SaleLinesExplained } from "./sale-lines-explained.tsx";

const money = moneyIn("CAD");
const gst = { rateId: "r-gst", name: "GST", ratePpm: 50_000, compound: false, source: "Excise Tax Act s. 165" };
const flower = {
  id: "00000000-0000-4000-8000-0000000000f1",
  productId: "00000000-0000-4000-8000-0000000000p1",
  name: "Pink Kush",
  sku: "PK-35",
  unit: "GRAM" as const,
  quantity: 3.5,
  refundedQuantity: 0,
  unitPriceCents: 1000,
  grossCents: 3500,
  discounts: [{ discountId: "d-ten", name: "Ten Off", amountCents: 350 }],
  discountCents: 350,
  netCents: 3150,
  taxes: [
    { ...gst, baseCents: 3150, amountCents: 158, origin: "PRESET" as const },
    {
      rateId: "r-pst",
      name: "PST",
      ratePpm: 70_000,
      compound: false,
      baseCents: 3150,
      amountCents: 221,
      source: null,
      origin: "STORE" as const,
    },
  ],
  taxCents: 379,
  totalCents: 3529,
};
const sale = {
  lines: [flower],
  skippedDiscounts: [
    { discountId: "d-sen", name: "Seniors", reason: "CUSTOMER_GROUP", message: "the customer is not in Seniors" },
  ],
} as unknown as Sale;

describe("SaleLinesExplained", () => {
  it("opens a recorded line: quantity × unit price, the discount applied, each tax's rate, base, amount and source", async () => {
    const user = userEvent.setup();
    render(<SaleLinesExplained sale={sale} money={money} />);
    expect(screen.queryByLabelText("How this line is priced")).toBeNull();
    const line = screen.getByRole("button", { name: /Pink Kush/ });
    expect(line.getAttribute("aria-expanded")).toBe("false");
    await user.click(line);
    expect(line.getAttribute("aria-expanded")).toBe("true");
    const explained = within(screen.getByLabelText("How this line is priced"));
    expect(explained.getByText(`3.5 g × ${money(1000)} per g`)).toBeTruthy();
    expect(explained.getByText(money(3500))).toBeTruthy();
    const discounts = within(explained.getByRole("list", { name: "Discounts" }));
    expect(discounts.getByText("Ten Off")).toBeTruthy();
    expect(discounts.getByText(`−${money(350)}`)).toBeTruthy();
    const taxes = explained.getAllByTestId("line-tax");
    expect(taxes).toHaveLength(2);
    expect(taxes[0]!.textContent).toContain(`GST${formatRate(50_000)} of ${money(3150)}Preset${money(158)}`);
    expect(taxes[0]!.textContent).toContain("Source: Excise Tax Act s. 165");
    expect(taxes[1]!.textContent).toContain(`PST${formatRate(70_000)} of ${money(3150)}Store's own${money(221)}`);
    expect(explained.getByText(money(3529))).toBeTruthy();
    expect(explained.getByText(/recorded for the whole sale, not per line/)).toBeTruthy();
  });

  it("lists the discounts the sale was priced without, with the recorded reason, and invents none per line", async () => {
    render(<SaleLinesExplained sale={sale} money={money} />);
    const skipped = within(screen.getByRole("list", { name: "Discounts not applied" }));
    expect(skipped.getByText("Seniors")).toBeTruthy();
    expect(skipped.getByText(/the customer is not in Seniors/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: /Pink Kush/ }));
    expect(screen.getByLabelText("How this line is priced").textContent).not.toContain("not applied:");
  });
});
