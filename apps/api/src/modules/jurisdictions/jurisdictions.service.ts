// Applying a jurisdiction preset to a location (decision 0018): the store settings the law decides, one tax group
// per preset group with the preset's dated rates, and the location's categories assigned by compliance class. A
// preset rate the store overrode keeps the store's figure; rates of a preset no longer applied are deactivated.
import { getJurisdiction, JURISDICTION_PRESETS, presetRateKey } from "@verdant/shared/jurisdictions/jurisdictions";
import type { AppliedJurisdiction } from "@verdant/shared/jurisdictions/jurisdictions.api";
import type { PresetRate, PresetTaxGroup } from "@verdant/shared/jurisdictions/jurisdictions.types";
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, locations, taxGroupAssignments, taxGroups, taxRates } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { toLocation } from "../locations/locations.service.ts";
import { appendRate, presentTaxRates, type TaxRateRow } from "../tax-rates/tax-rates.service.ts";

async function groupFor(tx: Db, scope: LocationScope, name: string): Promise<string> {
  const [found] = await tx
    .select({ id: taxGroups.id })
    .from(taxGroups)
    .where(and(eq(taxGroups.locationId, scope.locationId), sql`lower(${taxGroups.name}) = lower(${name})`));
  if (found) return found.id;
  const [created] = await tx
    .insert(taxGroups)
    .values({ ...scope, name })
    .returning({ id: taxGroups.id });
  return created!.id;
}

function presetFields(rate: PresetRate, presetKey: string) {
  return {
    name: rate.name,
    customerType: rate.customerType,
    compound: rate.compound,
    appliesTo: rate.appliesTo ?? null,
    effectiveFrom: rate.effectiveFrom,
    effectiveTo: rate.effectiveTo,
    source: rate.source,
    exemptCardTypes: rate.exemptCardTypes?.length ? rate.exemptCardTypes : null,
    presetKey,
    presetRatePpm: rate.ratePpm,
    status: "ACTIVE" as const,
  };
}

/** Inserts or refreshes one dated rate of the preset; a store's override of the figure is kept. */
async function upsertRate(tx: Db, scope: LocationScope, groupId: string, rate: PresetRate, key: string) {
  const [existing] = await tx
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.locationId, scope.locationId), eq(taxRates.presetKey, key)));
  const fields = presetFields(rate, key);
  if (!existing) {
    const [row] = await tx
      .insert(taxRates)
      .values({ ...scope, ...fields, ratePpm: rate.ratePpm })
      .returning();
    await appendRate(tx, row!, groupId);
    return row!.id;
  }
  const overridden = existing.ratePpm !== existing.presetRatePpm;
  const [row] = await tx
    .update(taxRates)
    .set({ ...fields, ratePpm: overridden ? existing.ratePpm : rate.ratePpm, updatedAt: new Date() })
    .where(eq(taxRates.id, existing.id))
    .returning();
  if (row!.taxGroupId !== groupId) await appendRate(tx, row!, groupId);
  return row!.id;
}

const PRESET_GROUP_NAMES = new Set(JURISDICTION_PRESETS.flatMap((p) => p.taxGroups.map((g) => g.name.toLowerCase())));

/**
 * The group taxes the location's categories of its classes that no group taxes yet, or that a preset's group
 * (this one's or another jurisdiction's) taxes; a category the store gave a group of its own keeps it.
 */
async function assignCategories(tx: Db, scope: LocationScope, groupId: string, group: PresetTaxGroup) {
  const rows = await tx
    .select({ id: categories.id, assignmentId: taxGroupAssignments.id, groupName: taxGroups.name })
    .from(categories)
    .leftJoin(
      taxGroupAssignments,
      and(eq(taxGroupAssignments.categoryId, categories.id), eq(taxGroupAssignments.locationId, categories.locationId)),
    )
    .leftJoin(taxGroups, eq(taxGroups.id, taxGroupAssignments.taxGroupId))
    .where(and(eq(categories.locationId, scope.locationId), inArray(categories.complianceClass, group.classes)));
  const moved = rows.filter((r) => r.assignmentId && PRESET_GROUP_NAMES.has(r.groupName!.toLowerCase()));
  if (moved.length > 0) {
    await tx
      .update(taxGroupAssignments)
      .set({ taxGroupId: groupId })
      .where(
        inArray(
          taxGroupAssignments.id,
          moved.map((r) => r.assignmentId!),
        ),
      );
  }
  const free = rows.filter((r) => !r.assignmentId);
  if (free.length === 0) return;
  await tx.insert(taxGroupAssignments).values(
    free.map((c) => ({
      ...scope,
      taxGroupId: groupId,
      entityType: "CATEGORY" as const,
      entityId: c.id,
      categoryId: c.id,
    })),
  );
}

export async function applyJurisdiction(db: Db, scope: LocationScope, code: string): Promise<AppliedJurisdiction> {
  const preset = getJurisdiction(code);
  if (!preset) throw new AppError("bad_request", [say("jurisdiction.unknown", { code })]);
  const { locationRow, rateIds } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)))
      .for("update");
    if (!locked) throw notFound("location");
    const [locationRow] = await tx
      .update(locations)
      .set({
        country: preset.country,
        currency: preset.currency,
        cashRounding: preset.cashRounding,
        minimumAge: preset.minimumAges.RECREATIONAL,
        medicalMinimumAge: preset.minimumAges.MEDICAL,
        limitsProfile: preset.limitsProfile,
        limitsNoneConfirmed: false,
        jurisdiction: preset.code,
        jurisdictionVersion: preset.version,
        updatedAt: new Date(),
      })
      .where(eq(locations.id, scope.locationId))
      .returning();
    const rateIds: string[] = [];
    const keys: string[] = [];
    for (const group of preset.taxGroups) {
      const groupId = await groupFor(tx, scope, group.name);
      for (const rate of group.rates) {
        const key = presetRateKey(preset.code, group.key, rate.key, rate.effectiveFrom);
        keys.push(key);
        rateIds.push(await upsertRate(tx, scope, groupId, rate, key));
      }
      await assignCategories(tx, scope, groupId, group);
    }
    await tx
      .update(taxRates)
      .set({ status: "INACTIVE", updatedAt: new Date() })
      .where(
        and(
          eq(taxRates.locationId, scope.locationId),
          isNotNull(taxRates.presetKey),
          notInArray(taxRates.presetKey, keys),
        ),
      );
    return { locationRow: locationRow!, rateIds };
  });
  const rows: TaxRateRow[] = await db
    .select()
    .from(taxRates)
    .where(inArray(taxRates.id, rateIds))
    .orderBy(asc(taxRates.name));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    location: toLocation(locationRow),
    rates: await presentTaxRates(
      db,
      rateIds.map((id) => byId.get(id)!),
    ),
  };
}
