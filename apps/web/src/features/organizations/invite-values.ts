// The invite form's values → the request the shared schemas check: one person, or one per line in bulk.
import { COUNTRIES, digitsOnly, findCountry, toE164 } from "@verdant/shared";
import type { BulkInvitationInput, SendInvitationInput } from "@verdant/shared/organizations";
import type { AssignableMemberType, LocationRolesEntry } from "@verdant/shared/roles";

export type InviteFormValues = {
  mode: "one" | "many";
  method: "email" | "phone";
  email: string;
  country: string;
  phone: string;
  /** Bulk: one e-mail or phone per line (or separated by commas). */
  addresses: string;
  type: AssignableMemberType;
  locationRoles: LocationRolesEntry[];
};

export const inviteDefaults: InviteFormValues = {
  mode: "one",
  method: "email",
  email: "",
  country: COUNTRIES[0]?.code ?? "CA",
  phone: "",
  addresses: "",
  type: "MEMBER",
  locationRoles: [],
};

/** A phone as '+' + calling code + digits (spec §5); a number already starting with '+' is taken as written. */
export function toPhone(country: string, input: string): string {
  const trimmed = input.trim();
  if (trimmed.startsWith("+")) return `+${digitsOnly(trimmed)}`;
  return toE164(country, trimmed) ?? `+${findCountry(country)?.callingCode ?? ""}${digitsOnly(trimmed)}`;
}

/** A line with '@' is an e-mail; anything else a phone number in the chosen country. */
export const toAddress = (country: string, line: string): { email: string } | { phone: string } =>
  line.includes("@") ? { email: line.trim() } : { phone: toPhone(country, line) };

export const splitAddresses = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function toSendInvitation(organizationId: string, v: InviteFormValues): SendInvitationInput {
  const address = v.method === "email" ? { email: v.email.trim() } : { phone: toPhone(v.country, v.phone) };
  return { organizationId, ...address, type: v.type, locationRoles: v.locationRoles };
}

export function toBulkInvitation(organizationId: string, v: InviteFormValues): BulkInvitationInput {
  return {
    organizationId,
    invitations: splitAddresses(v.addresses).map((line) => ({
      ...toAddress(v.country, line),
      type: v.type,
      locationRoles: v.locationRoles,
    })),
  };
}
