// What a refund may do with the goods, by the location's jurisdiction (decision 0018). Where the law forbids
// reselling returned cannabis (California, Cal. Code Regs. tit. 4, § 15410(c)), a refund restocks only into a
// quarantine room (REFUND ledger rows there, out of sellable stock) or writes the goods off; never back to the
// lots they were sold from.
import { returnRulesFor } from "@verdant/shared/jurisdictions/jurisdictions";
import type { ReturnDisposition } from "@verdant/shared/jurisdictions/jurisdictions.types";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export interface ReturnRules {
  dispositions: ReturnDisposition[];
  source: string | null;
}

/** The location's preset's return rules; a location without a preset may do anything (its owner's policy). */
export async function returnRulesOf(db: Db, scope: LocationScope): Promise<ReturnRules> {
  const [row] = await db
    .select({ jurisdiction: locations.jurisdiction })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  return returnRulesFor(row?.jurisdiction);
}

/**
 * RESTOCK to the lots or to a sellable room needs RESTOCK allowed; RESTOCK into a QUARANTINE room needs QUARANTINE;
 * WRITE_OFF (the goods destroyed) needs DESTROY.
 */
export function assertDispositionAllowed(
  rules: ReturnRules,
  input: { disposition: "RESTOCK" | "WRITE_OFF"; roomId?: string | null },
  roomTypes: readonly string[] | null,
): void {
  const needed: ReturnDisposition =
    input.disposition === "WRITE_OFF" ? "DESTROY" : roomTypes?.includes("QUARANTINE") ? "QUARANTINE" : "RESTOCK";
  if (rules.dispositions.includes(needed)) return;
  throw new AppError(
    "conflict",
    say("sale.returnDisposition", {
      source: String(rules.source),
      quarantine: rules.dispositions.includes("QUARANTINE") ? "yes" : "no",
    }),
    {
      allowedDispositions: rules.dispositions,
    },
  );
}
