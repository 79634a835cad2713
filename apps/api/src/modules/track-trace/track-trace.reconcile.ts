// Reconciliation: every tagged package's quantity in the state against the ledger here, each difference with its
// likely cause, and the two ways to settle one: count the state's quantity here (an AUDIT change with reference
// STATE_COUNT, which is not reported back), or report our quantity to the state as an adjustment.
import type { Reconciliation, ReconciliationRow, resolveInput } from "@verdant/shared/track-trace";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { TrackTraceConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { inventoryItems, products, trackTraceEvents } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { changeQuantity } from "../inventory/inventory.service.ts";
import { labelsOf } from "./track-trace.adjustments.ts";
import { askState, type LinkRow, requireLink, systemFor } from "./track-trace.links.ts";
import { defaultStateUnit, fromStateQuantity, toStateQuantity } from "./track-trace.units.ts";

interface OurPackage {
  label: string;
  productName: string;
  unit: string;
  quantity: number;
  lots: { id: string; quantity: number; productUnit: "EACH" | "GRAM"; netWeightMg: number | null }[];
}

async function ourPackages(db: Db, scope: LocationScope): Promise<Map<string, OurPackage>> {
  const rows = await db
    .select({
      id: inventoryItems.id,
      label: inventoryItems.packageTag,
      quantity: inventoryItems.quantity,
      stateUnit: inventoryItems.stateUnit,
      productUnit: products.unit,
      netWeightMg: products.netWeightMg,
      productName: products.name,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        isNotNull(inventoryItems.packageTag),
      ),
    )
    .orderBy(asc(inventoryItems.receivedAt), asc(inventoryItems.id));
  const out = new Map<string, OurPackage>();
  for (const row of rows) {
    const unit = row.stateUnit ?? defaultStateUnit(row.productUnit);
    const pkg = out.get(row.label!) ?? { label: row.label!, productName: row.productName, unit, quantity: 0, lots: [] };
    pkg.quantity += toStateQuantity(row.productUnit, row.quantity, unit, row.netWeightMg);
    pkg.lots.push({ id: row.id, quantity: row.quantity, productUnit: row.productUnit, netWeightMg: row.netWeightMg });
    out.set(pkg.label, pkg);
  }
  return out;
}

/** Labels of reports not yet through: failed ones with the state's message, and waiting ones. */
async function openReports(db: Db, link: LinkRow) {
  const events = await db
    .select()
    .from(trackTraceEvents)
    .where(and(eq(trackTraceEvents.locationId, link.locationId), ne(trackTraceEvents.status, "DONE")));
  const failed = new Map<string, string>();
  const pending = new Set<string>();
  for (const event of events) {
    for (const label of await labelsOf(db, event)) {
      if (event.status === "FAILED") failed.set(label, event.lastError ?? "refused");
      else pending.add(label);
    }
  }
  return { failed, pending };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export async function reconcile(db: Db, config: TrackTraceConfig, scope: LocationScope): Promise<Reconciliation> {
  const link = await requireLink(db, scope);
  const state = await askState(() => systemFor(config, link).activePackages());
  const ours = await ourPackages(db, scope);
  const { failed, pending } = await openReports(db, link);
  const stateByLabel = new Map(state.map((p) => [p.label, p]));
  const labels = [
    ...new Set([...stateByLabel.keys(), ...[...ours.values()].filter((p) => p.quantity > 0).map((p) => p.label)]),
  ].sort();
  const differences: ReconciliationRow[] = [];
  for (const label of labels) {
    const theirs = stateByLabel.get(label);
    const mine = ours.get(label);
    const difference = round((mine?.quantity ?? 0) - (theirs?.quantity ?? 0));
    if (Math.abs(difference) < 1e-9 && theirs && mine) continue;
    const row = {
      label,
      itemName: theirs?.itemName ?? null,
      productName: mine?.productName ?? null,
      unit: theirs?.unit ?? mine!.unit,
      stateQuantity: theirs ? theirs.quantity : null,
      ourQuantity: mine ? round(mine.quantity) : null,
      difference,
    };
    if (failed.has(label)) {
      differences.push({
        ...row,
        cause: "FAILED_REPORT",
        explanation: `A report was refused by Metrc: ${failed.get(label)}`,
      });
    } else if (pending.has(label)) {
      differences.push({
        ...row,
        cause: "UNREPORTED",
        explanation: "Reports waiting in the queue will change Metrc's quantity.",
      });
    } else if (!theirs) {
      differences.push({
        ...row,
        cause: "NOT_IN_STATE",
        explanation: "Not active in Metrc at this license: receive its manifest in Metrc, or it was finished there.",
      });
    } else if (!mine) {
      differences.push({
        ...row,
        cause: "NOT_HERE",
        explanation: "Active in Metrc, but no lot here carries this tag.",
      });
    } else {
      differences.push({
        ...row,
        cause: "CHANGED_OUTSIDE",
        explanation:
          "Every report went through: the package was changed in Metrc directly, or stock here changed without a report.",
      });
    }
  }
  return { checkedAt: new Date().toISOString(), packagesCompared: labels.length, differences };
}

export async function resolveDifference(
  db: Db,
  config: TrackTraceConfig,
  scope: LocationScope,
  userId: string,
  input: z.output<typeof resolveInput>,
): Promise<Reconciliation> {
  const link = await requireLink(db, scope);
  const system = systemFor(config, link);
  const theirs = await askState(() => system.packageByLabel(input.label));
  const mine = (await ourPackages(db, scope)).get(input.label);
  if (input.action === "MATCH_STATE") {
    if (!mine) throw new AppError("conflict", say("metrc.noLotTag", { label: input.label }));
    const target = theirs?.quantity ?? 0;
    const first = mine.lots[0]!;
    const change = round(target - mine.quantity);
    let left = fromStateQuantity(first.productUnit, Math.abs(change), mine.unit, first.netWeightMg);
    const note = `Matched to Metrc's quantity of ${input.label}`;
    const change1 = { reason: "AUDIT" as const, note, userId, referenceType: "STATE_COUNT" };
    await db.transaction(async (tx) => {
      // More in Metrc: the newest lot of the package takes it; less: taken from the lots in order, never below zero.
      if (change > 0) {
        await changeQuantity(tx, scope, { ...change1, inventoryId: mine.lots.at(-1)!.id }, { delta: left });
        return;
      }
      for (const lot of mine.lots) {
        const take = Math.min(left, lot.quantity);
        if (take > 0) await changeQuantity(tx, scope, { ...change1, inventoryId: lot.id }, { delta: -take });
        left -= take;
      }
    });
  } else {
    if (!theirs) throw new AppError("conflict", say("metrc.notActive", { label: input.label }));
    const change = round((mine?.quantity ?? 0) - theirs.quantity);
    if (change !== 0) {
      await askState(() =>
        system.adjustPackages([
          {
            label: input.label,
            quantity: change,
            unit: theirs.unit,
            reason: link.reasonMap.AUDIT ?? "Scale Variance",
            date: new Date().toISOString().slice(0, 10),
            note: "Reconciled to Verdant's ledger",
          },
        ]),
      );
    }
  }
  return reconcile(db, config, scope);
}
