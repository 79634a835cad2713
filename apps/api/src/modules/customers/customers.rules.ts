import { ageOn, minimumAgeFor } from "@verdant/shared/customers";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customerGroups, customers, locations } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, type Said, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export interface LocationRules {
  minimumAge: number;
  /** A medical customer's minimum (California: 18 with a recommendation); null: the same as minimumAge. */
  medicalMinimumAge: number | null;
  timeZone: string;
  /** Today in the location's time zone, YYYY-MM-DD. */
  today: string;
}

export async function locationRules(db: Db, scope: LocationScope, now = new Date()): Promise<LocationRules> {
  const [row] = await db
    .select({
      minimumAge: locations.minimumAge,
      medicalMinimumAge: locations.medicalMinimumAge,
      timeZone: locations.timeZone,
    })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!row) throw notFound("location");
  return { ...row, today: toLocalMoment(now.toISOString(), row.timeZone).date };
}

export interface CustomerFacts {
  dateOfBirth: string;
  type: "RECREATIONAL" | "MEDICAL";
  medicalCardNumber: string | null;
  medicalCardState: string | null;
  medicalCardExpiry: string | null;
}

/** The age check runs when the date of birth is saved; the card check when the type or the card is. */
export function customerProblems(
  facts: CustomerFacts,
  rules: LocationRules,
  checks: { age: boolean; card: boolean },
): Said[] {
  const problems: Said[] = [];
  const minimumAge = minimumAgeFor(facts.type, rules);
  if (checks.age || checks.card) {
    if (facts.dateOfBirth > rules.today) problems.push(say("customer.bornInFuture"));
    else if (ageOn(facts.dateOfBirth, rules.today) < minimumAge) {
      problems.push(say("customer.minimumAge", { age: minimumAge }));
    }
  }
  if (checks.card && facts.type === "MEDICAL") {
    if (!facts.medicalCardNumber) problems.push(say("customer.medicalRequired", { field: "medicalCardNumber" }));
    if (!facts.medicalCardState) problems.push(say("customer.medicalRequired", { field: "medicalCardState" }));
    if (!facts.medicalCardExpiry) problems.push(say("customer.medicalRequired", { field: "medicalCardExpiry" }));
    else if (facts.medicalCardExpiry < rules.today) {
      problems.push(say("customer.cardExpired", { date: facts.medicalCardExpiry }));
    }
  }
  return problems;
}

/** 409 fields_already_in_use naming every field another customer of the organization already has. */
export async function assertContactsFree(
  db: Db,
  organizationId: string,
  contact: { email?: string | null; phone?: string | null },
  exceptId?: string,
): Promise<void> {
  const matches = [
    contact.email ? eq(customers.email, contact.email) : undefined,
    contact.phone ? eq(customers.phone, contact.phone) : undefined,
  ].filter(Boolean);
  if (matches.length === 0) return;
  const rows = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        or(...matches),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  const fields: string[] = [];
  if (contact.email && rows.some((r) => r.email === contact.email)) fields.push("email");
  if (contact.phone && rows.some((r) => r.phone === contact.phone)) fields.push("phone");
  if (fields.length > 0) throw contactsInUse(fields);
}

export const contactsInUse = (fields: string[]) => fieldsInUse(fields);

export async function assertGroupsKnown(db: Db, organizationId: string, groupIds: string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const found = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.organizationId, organizationId), inArray(customerGroups.id, groupIds)));
  const known = new Set(found.map((r) => r.id));
  const unknown = groupIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      "validation_failed",
      unknown.map((id) => say("customer.notAGroup", { id })),
    );
  }
}
