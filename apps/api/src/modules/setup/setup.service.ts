// The setup checklist of a location, read from what exists: an address, a jurisdiction preset, tax rates, receipt
// details, a register, a product, a second member or a pending invitation, and (US stores) a Metrc link.
import type { SetupChecklist, SetupStep } from "@verdant/shared/setup";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  locations,
  organizationInvites,
  organizationMembers,
  products,
  registers,
  taxRates,
  trackTraceLinks,
} from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

const exists = (query: unknown) => sql<boolean>`exists (${query})`;

export async function getSetupChecklist(db: Db, scope: LocationScope): Promise<SetupChecklist> {
  const here = (table: { locationId: AnyPgColumn }) => eq(table.locationId, scope.locationId);
  const [row] = await db
    .select({
      location: locations,
      taxes: exists(db.select({ one: sql`1` }).from(taxRates).where(here(taxRates))),
      registers: exists(db.select({ one: sql`1` }).from(registers).where(here(registers))),
      products: exists(db.select({ one: sql`1` }).from(products).where(here(products))),
      metrc: exists(db.select({ one: sql`1` }).from(trackTraceLinks).where(here(trackTraceLinks))),
      colleagues: exists(
        db
          .select({ one: sql`1` })
          .from(organizationMembers)
          .where(
            and(eq(organizationMembers.organizationId, scope.organizationId), ne(organizationMembers.type, "OWNER")),
          ),
      ),
      invited: exists(
        db
          .select({ one: sql`1` })
          .from(organizationInvites)
          .where(
            and(
              eq(organizationInvites.organizationId, scope.organizationId),
              isNull(organizationInvites.acceptedAt),
              isNull(organizationInvites.revokedAt),
              gt(organizationInvites.expiresAt, sql`now()`),
            ),
          ),
      ),
    })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!row) throw notFound("location");
  const l = row.location;
  const done: Record<SetupStep, boolean> = {
    location: Boolean(l.address && l.city),
    jurisdiction: l.jurisdiction !== null,
    taxes: row.taxes,
    receipts: Boolean(l.gstHstNumber || l.sellersPermit || l.licenseNumber || l.returnPolicy),
    registers: row.registers,
    products: row.products,
    team: row.colleagues || row.invited,
    metrc: row.metrc,
  };
  const steps = (Object.keys(done) as SetupStep[])
    .filter((key) => key !== "metrc" || l.country === "US")
    .map((key) => ({ key, done: done[key] }));
  return { steps, complete: steps.every((s) => s.done) };
}
