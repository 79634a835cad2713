// The customer form's values (text as typed) and the request they make. The words of types, statuses and medical
// documents are in the catalog (messages/: `type.MEDICAL`, `status.BANNED`, `card.RECOMMENDATION`).
import { COUNTRIES, digitsOnly, findCountry, toE164 } from "@verdant/shared";
import type { CreateCustomerInput, Customer, createCustomerInput } from "@verdant/shared/customers";
import type { MedicalCardType } from "@verdant/shared/pricing/pricing.types";
import type { z } from "zod";

export type CustomerValues = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  dateOfBirth: string;
  type: Customer["type"];
  medicalCardType: string;
  medicalCardNumber: string;
  medicalCardState: string;
  medicalCardExpiry: string;
  nonResident: boolean;
  customerGroupIds: string[];
  notes: string;
  status: Customer["status"];
};
export type CustomerOutput = z.output<typeof createCustomerInput>;

export const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (+${c.callingCode})` }));

/** A phone's country from its E.164 number (+1 → Canada, listed first); the national digits for the input. */
function splitPhone(phone: string | null): { country: string; phone: string } {
  if (!phone) return { country: "CA", phone: "" };
  const digits = phone.slice(1);
  const country = COUNTRIES.find(
    (c) => digits.startsWith(c.callingCode) && c.pattern.test(digits.slice(c.callingCode.length)),
  );
  return country
    ? { country: country.code, phone: digits.slice(country.callingCode.length) }
    : { country: "CA", phone };
}

export function customerDefaults(customer?: Customer): CustomerValues {
  return {
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    ...splitPhone(customer?.phone ?? null),
    dateOfBirth: customer?.dateOfBirth ?? "",
    type: customer?.type ?? "RECREATIONAL",
    medicalCardType: customer?.medicalCardType ?? "",
    medicalCardNumber: customer?.medicalCardNumber ?? "",
    medicalCardState: customer?.medicalCardState ?? "",
    medicalCardExpiry: customer?.medicalCardExpiry ?? "",
    nonResident: customer?.nonResident ?? false,
    customerGroupIds: customer?.customerGroupIds ?? [],
    notes: customer?.notes ?? "",
    status: customer?.status ?? "ACTIVE",
  };
}

/** The request the form sends: blank optional fields become null, the phone '+' calling code and digits. */
export function toCustomerInput(values: CustomerValues, locationId: string): CreateCustomerInput {
  const medical = values.type === "MEDICAL";
  const phone = values.phone.trim()
    ? (toE164(values.country, values.phone) ??
      `+${findCountry(values.country)?.callingCode ?? ""}${digitsOnly(values.phone)}`)
    : null;
  return {
    locationId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim() || null,
    phone,
    dateOfBirth: values.dateOfBirth,
    type: values.type,
    medicalCardType: medical && values.medicalCardType ? (values.medicalCardType as MedicalCardType) : null,
    medicalCardNumber: medical ? values.medicalCardNumber : null,
    medicalCardState: medical ? values.medicalCardState : null,
    medicalCardExpiry: medical ? values.medicalCardExpiry || null : null,
    nonResident: values.nonResident,
    customerGroupIds: values.customerGroupIds,
    notes: values.notes,
    status: values.status,
  };
}
