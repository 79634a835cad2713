// A cashier sees only their own sales (domain.md: reports and transactions, "own sales"); another cashier's sale
// answers 404 like any id the caller may not see.

import { notFound } from "../../lib/app-error.ts";
import type { Access } from "../../plugins/access.ts";

export function seesEverySale(access: Access): boolean {
  return access.can("reports.read", access.locationId);
}

export function assertSeesSale(access: Access, sale: { cashier: { id: string } }): void {
  if (!seesEverySale(access) && sale.cashier.id !== access.userId) throw notFound("sale");
}
