// Parked carts (domain.md → Selling): a cart put aside on the server, per register, to be resumed on any device
// of the register. Resuming answers the cart and deletes it, so two registers cannot both pick it up.
import type { ParkedCart, parkCartInput, parkedCartQuery } from "@verdant/shared/sales";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { parkedCarts, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { getCustomer } from "../customers/customers.service.ts";
import { personName } from "../drawers/drawers.service.ts";
import { findRegister } from "../registers/registers.service.ts";
import { loadProducts } from "./sales.pricing.ts";

type ParkValues = z.output<typeof parkCartInput>;
type ParkedQuery = z.output<typeof parkedCartQuery>;

const inScope = (scope: LocationScope) =>
  and(eq(parkedCarts.organizationId, scope.organizationId), eq(parkedCarts.locationId, scope.locationId));

function select(db: Db) {
  return db
    .select({ cart: parkedCarts, by: personName(users) })
    .from(parkedCarts)
    .innerJoin(users, eq(users.id, parkedCarts.parkedBy));
}

function toParkedCart({ cart, by }: { cart: typeof parkedCarts.$inferSelect; by: string }): ParkedCart {
  return {
    id: cart.id,
    registerId: cart.registerId,
    customerId: cart.customerId,
    label: cart.label,
    lines: cart.lines,
    discountCodes: cart.discountCodes,
    parkedBy: { id: cart.parkedBy, name: by },
    createdAt: cart.createdAt.toISOString(),
  };
}

export async function parkCart(db: Db, access: Access, scope: LocationScope, values: ParkValues) {
  await findRegister(db, scope, values.registerId);
  if (values.customerId) await getCustomer(db, scope, values.customerId);
  const known = await loadProducts(
    db,
    scope,
    values.lines.map((line) => line.productId),
  );
  if (values.lines.some((line) => !known.has(line.productId))) throw notFound("product");
  const [row] = await db
    .insert(parkedCarts)
    .values({
      ...scope,
      registerId: values.registerId,
      customerId: values.customerId ?? null,
      label: values.label ?? null,
      lines: values.lines,
      discountCodes: values.discountCodes,
      parkedBy: access.userId,
    })
    .returning({ id: parkedCarts.id });
  return getParkedCart(db, scope, row!.id);
}

export async function listParkedCarts(db: Db, scope: LocationScope, query: ParkedQuery) {
  const where = and(inScope(scope), query.registerId ? eq(parkedCarts.registerId, query.registerId) : undefined);
  const rows = await select(db)
    .where(where)
    .orderBy(desc(parkedCarts.createdAt), desc(parkedCarts.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(parkedCarts).where(where);
  return listPage(rows.map(toParkedCart), query.page, query.limit, total?.n ?? 0);
}

export async function getParkedCart(db: Db, scope: LocationScope, id: string): Promise<ParkedCart> {
  const [row] = await select(db).where(and(inScope(scope), eq(parkedCarts.id, id)));
  if (!row) throw notFound("parkedCart");
  return toParkedCart(row);
}

/** Resume: the cart comes back once and leaves the parked list in the same statement. */
export async function resumeParkedCart(db: Db, scope: LocationScope, id: string): Promise<ParkedCart> {
  const cart = await getParkedCart(db, scope, id);
  const [gone] = await db
    .delete(parkedCarts)
    .where(and(inScope(scope), eq(parkedCarts.id, id)))
    .returning({ id: parkedCarts.id });
  if (!gone) throw notFound("parkedCart");
  return cart;
}

export async function deleteParkedCart(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  const [gone] = await db
    .delete(parkedCarts)
    .where(and(inScope(scope), eq(parkedCarts.id, id)))
    .returning({ id: parkedCarts.id });
  if (!gone) throw notFound("parkedCart");
  return gone;
}
