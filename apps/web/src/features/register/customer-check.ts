// The checks the register shows before payment, decided as the server decides them (sales.pricing.ts): old
// enough on the store's day, and MEDICAL pricing and limits only with a medical card valid that day.
import { ageOn, type Customer, minimumAgeFor, pricingTypeOf } from "@verdant/shared/customers";
import type { CustomerType } from "@verdant/shared/pricing/pricing.types";
import type { CartCustomer } from "./cart.ts";
import { personName } from "./format.ts";
import { registerText } from "./messages.ts";

export interface CustomerCheck {
  age: number;
  oldEnough: boolean;
  /** MEDICAL type with a card valid today. */
  cardValid: boolean;
  pricingType: CustomerType;
  problems: string[];
}

/** The store's minimum ages (its pricing context): adult-use, and medical with a valid card (null: the same). */
export interface AgeRules {
  minimumAge: number;
  medicalMinimumAge: number | null;
}

export function checkCustomer(customer: Customer, today: string, rules: AgeRules): CustomerCheck {
  const age = ageOn(customer.dateOfBirth, today);
  const pricingType = pricingTypeOf(customer, today);
  const cardValid = pricingType === "MEDICAL";
  // The server's rule (sales.pricing.ts): a medical customer's own minimum counts only with a card valid today.
  const minimumAge = minimumAgeFor(pricingType, rules);
  const problems: string[] = [];
  if (customer.status !== "ACTIVE")
    problems.push(registerText("customer.inactive", { name: personName(customer), status: customer.status }));
  if (age < minimumAge) problems.push(registerText("customer.underAge", { age: minimumAge }));
  return {
    age,
    oldEnough: age >= minimumAge,
    cardValid,
    pricingType,
    problems,
  };
}

export const toCartCustomer = (customer: Customer, check: CustomerCheck): CartCustomer => ({
  id: customer.id,
  name: personName(customer),
  pricingType: check.pricingType,
  cardType: check.cardValid ? customer.medicalCardType : null,
  nonResident: customer.nonResident,
  groupIds: customer.customerGroupIds,
});
