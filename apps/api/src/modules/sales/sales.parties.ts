// The parties a sale locks before it writes (sales.statements.ts lockParties): its open drawer session and its
// customer, or the answer that names which one is missing or closed.
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { openDrawerOf } from "../drawers/drawers.service.ts";
import type { Buyer } from "./sales.pricing.ts";
import { lockParties as lockStatement, scopeValues } from "./sales.statements.ts";

export async function lockParties(
  db: Db,
  scope: LocationScope,
  ids: { drawerSessionId: string; customerId: string },
): Promise<{ drawer: { id: string; registerId: string }; buyer: Buyer }> {
  const [row] = await lockStatement(db, { ...scopeValues(scope), ...ids });
  const drawer = openDrawerOf(row?.drawer ?? undefined);
  if (!row?.buyer) throw notFound("Customer");
  return { drawer, buyer: row.buyer };
}
