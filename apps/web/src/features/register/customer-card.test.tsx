// An expired medical card at the register (issue 14): the customer is priced as recreational, the cart carries no
// card (so no medical exemption reaches the pricing), and the customer's card on the register says so.
import { render, screen } from "@testing-library/react";
import type { Customer } from "@verdant/shared/customers";
import { describe, expect, it } from "vitest";
import { checkCustomer, toCartCustomer } from "./customer-check.ts";
import { CustomerCard } from "./customer-panel.tsx";

const TODAY = "2026-11-20";
const RULES = { minimumAge: 21, medicalMinimumAge: 18 };

const patient = (medicalCardExpiry: string): Customer => ({
  id: "0c7e4b1d-1111-4a2b-9c3d-000000000001",
  organizationId: "9b1f0c4e-2c57-4c36-9a55-2d1f5a0e6b11",
  locationId: "3e0d8a6b-7a61-4b0a-8f43-6c2e8d9b4a22",
  firstName: "Dana",
  lastName: "Patient",
  email: null,
  phone: null,
  dateOfBirth: "1990-04-20",
  type: "MEDICAL",
  medicalCardType: "STATE_ID_CARD",
  medicalCardNumber: "CA-123",
  medicalCardState: "CA",
  medicalCardExpiry,
  nonResident: false,
  customerGroupIds: [],
  notes: null,
  status: "ACTIVE",
  active: true,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

function showCard(customer: Customer) {
  const check = checkCustomer(customer, TODAY, RULES);
  render(<CustomerCard customer={customer} check={check} limits={null} limitsLoading={false} onRemove={() => {}} />);
  return check;
}

describe("the register's customer card and an expired medical card", () => {
  it("a card valid today: medical, with the card's date, and the card goes to the pricing", () => {
    const customer = patient("2027-03-31");
    const check = showCard(customer);
    expect(screen.getByText("Medical")).toBeTruthy();
    expect(screen.getByText(/^Card valid to/)).toBeTruthy();
    expect(toCartCustomer(customer, check)).toMatchObject({ pricingType: "MEDICAL", cardType: "STATE_ID_CARD" });
  });

  it("a card that expired yesterday: recreational, no exemption, and the register says so", () => {
    const customer = patient("2026-11-19");
    const check = showCard(customer);
    expect(screen.getByText("Recreational")).toBeTruthy();
    expect(
      screen.getByText("Medical card not valid today: priced as recreational, with no medical exemption"),
    ).toBeTruthy();
    expect(screen.queryByText(/^Card valid to/)).toBeNull();
    expect(toCartCustomer(customer, check)).toMatchObject({ pricingType: "RECREATIONAL", cardType: null });
  });
});
