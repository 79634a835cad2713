import { screen, waitFor } from "@testing-library/react";
import type { Discount } from "@verdant/shared/discounts";
import { describe, expect, it, vi } from "vitest";
import { renderWithClient } from "../../test/render.tsx";
import { AmountStep, toAmountInput } from "./amount-step.tsx";
import { resumeStage, stageDone, stageOpen } from "./builder-stages.ts";
import { toDetailsInput } from "./details-step.tsx";
import { toRulesInput } from "./rules-step.tsx";

const draft: Discount = {
  id: "00000000-0000-4000-8000-0000000000d1",
  organizationId: "00000000-0000-4000-8000-000000000001",
  locationId: "00000000-0000-4000-8000-000000000002",
  name: "20% off Kiva on Fridays",
  code: null,
  description: null,
  status: "DRAFT",
  startsAt: null,
  endsAt: null,
  availability: { weekdays: [5], startTime: null, endTime: null },
  rules: null,
  amount: null,
  position: 1,
  confirmedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const rules = { scope: null, ids: [], customerGroupIds: [], minQuantity: null, minSubtotalCents: 5000 };

describe("builder stages", () => {
  it("opens rules and amount once the draft exists, and confirm only when both are saved", () => {
    expect(stageOpen(undefined, "details")).toBe(true);
    expect(stageOpen(undefined, "rules")).toBe(false);
    expect(stageOpen(draft, "rules")).toBe(true);
    expect(stageOpen(draft, "confirm")).toBe(false);
    expect(stageOpen({ ...draft, rules }, "confirm")).toBe(false);
    expect(stageOpen({ ...draft, rules, amount: { type: "PERCENT", percentPpm: 200_000 } }, "confirm")).toBe(true);
  });

  it("resumes at the first stage not done, and shows a confirmed discount's summary", () => {
    expect(resumeStage(undefined)).toBe("details");
    expect(resumeStage(draft)).toBe("rules");
    expect(resumeStage({ ...draft, rules })).toBe("amount");
    const done = {
      ...draft,
      rules,
      amount: { type: "FIXED_AMOUNT", amountCents: 500 } as const,
      status: "CONFIRMED" as const,
    };
    expect(resumeStage(done)).toBe("confirm");
    expect(stageDone(done, "confirm")).toBe(true);
  });
});

describe("details", () => {
  it("keeps days as local dates and sends the weekly window only when one is set", () => {
    const base = {
      name: "Fridays",
      code: "",
      description: "",
      startsAt: "",
      endsAt: "2026-04-20",
      startTime: "",
      endTime: "",
    };
    expect(toDetailsInput({ ...base, weekdays: [5] })).toEqual({
      name: "Fridays",
      code: null,
      description: null,
      startsAt: null,
      endsAt: "2026-04-20",
      availability: { weekdays: [5], startTime: null, endTime: null },
    });
    expect(toDetailsInput({ ...base, weekdays: [] }).availability).toBeNull();
  });
});

describe("rules", () => {
  it("turns dollars into cents and an order-wide rule into no scope", () => {
    expect(toRulesInput({ scope: "ORDER", ids: [], customerGroupIds: [], minQuantity: "", minSubtotal: "50" })).toEqual(
      rules,
    );
    expect(
      toRulesInput({ scope: "ORDER", ids: [], customerGroupIds: [], minQuantity: "", minSubtotal: "49.99" }),
    ).toMatchObject({
      minSubtotalCents: 4999,
    });
  });

  it("asks for entries when a scope is chosen, and refuses malformed numbers", () => {
    expect(
      toRulesInput({ scope: "BRAND", ids: [], customerGroupIds: [], minQuantity: "0", minSubtotal: "5.001" }),
    ).toEqual({
      errors: {
        ids: "Choose at least one",
        minQuantity: "Enter a whole number of at least 1",
        minSubtotal: "Enter an amount in dollars, such as 50",
      },
    });
  });
});

describe("amount", () => {
  it("sends percent as parts per million and dollars as cents, with no float on the way", () => {
    expect(toAmountInput("PERCENT", "20")).toEqual({ type: "PERCENT", percentPpm: 200_000 });
    expect(toAmountInput("PERCENT", "12.5")).toEqual({ type: "PERCENT", percentPpm: 125_000 });
    expect(toAmountInput("FIXED_AMOUNT", "5")).toEqual({ type: "FIXED_AMOUNT", amountCents: 500 });
    expect(toAmountInput("FIXED_PRICE", "0.29")).toEqual({ type: "FIXED_PRICE", priceCents: 29 });
    expect(toAmountInput("PERCENT", "101")).toEqual({ error: "Enter a percent between 0.0001 and 100" });
    expect(toAmountInput("FIXED_AMOUNT", "0")).toEqual({ error: "The amount must be at least 0.01" });
  });

  it("shows the problem under the field and submits the converted amount once fixed", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithClient(
      <AmountStep amount={null} pending={false} onSubmit={onSubmit} onBack={() => {}} />,
    );
    await user.type(screen.getByLabelText("Percent off (%)"), "abc");
    await user.click(screen.getByRole("button", { name: "Save amount" }));
    expect(await screen.findByText("Enter a percent between 0.0001 and 100")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: /Amount off/ }));
    await user.clear(screen.getByLabelText(/^Amount off/));
    await user.type(screen.getByLabelText(/^Amount off/), "5");
    await user.click(screen.getByRole("button", { name: "Save amount" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: "FIXED_AMOUNT", amountCents: 500 }));
  });

  it("starts an edit from the saved amount", () => {
    renderWithClient(
      <AmountStep
        amount={{ type: "PERCENT", percentPpm: 200_000 }}
        pending={false}
        onSubmit={() => {}}
        onBack={() => {}}
      />,
    );
    expect((screen.getByLabelText("Percent off (%)") as HTMLInputElement).value).toBe("20");
  });
});
