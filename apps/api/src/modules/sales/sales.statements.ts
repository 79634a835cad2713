// The register sale's statements, each built once with placeholders and run as a named prepared statement
// (lib/queries.ts preparedStatement; docs/decisions/0012-sale-round-trips.md): no query builder runs while a sale
// is recorded. A sale is: the cart's reads, the parties' locks, one write, and the receipt number after commit.
import { getTableName, type SQLWrapper, sql } from "drizzle-orm";
import {
  brands,
  categories,
  customers,
  drawerSessions,
  inventoryItems,
  products,
  saleLines,
  sales,
  saleTenders,
  users,
} from "../../db/schema/index.ts";
import { keyWrite } from "../../lib/idempotency/idempotency.ts";
import { rowWrites } from "../../lib/insert-rows.ts";
import { preparedStatement, unseenArray } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { groupIdsOf } from "../customers/customers.service.ts";
import { personName } from "../drawers/drawers.service.ts";
import { quantitiesChanged, quantityChangeCtes, sellableCondition } from "../inventory/inventory.service.ts";
import { productTaxGroupId } from "../tax-groups/tax-groups.assignments.service.ts";
import type { Buyer, ProductFacts } from "./sales.pricing.ts";
import { setupVersionOf } from "./sales.setup.ts";

const p = (name: string) => sql.placeholder(name);
/** The values every statement here reads: the caller's organization and location. */
export const scopeValues = (scope: LocationScope) => ({ org: scope.organizationId, loc: scope.locationId });
const inScope = (org: SQLWrapper, loc: SQLWrapper) => sql`${org} = ${p("org")}::uuid and ${loc} = ${p("loc")}::uuid`;

/** What pricing reads of each product (ProductFacts' keys), for the sale and the preview alike. */
const cartProducts = sql`(select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name},
    'sku', ${products.sku}, 'status', ${products.status}, 'priceCents', ${products.priceCents}, 'unit', ${products.unit},
    'netWeightMg', ${products.netWeightMg}, 'thcPpm', ${products.thcPpm}, 'thcMcgPerUnit', ${products.thcMcgPerUnit},
    'brandId', ${products.brandId}, 'brandName', ${brands.name}, 'categoryId', ${products.categoryId},
    'categoryName', ${categories.name}, 'complianceClass', ${categories.complianceClass},
    'taxGroupId', ${productTaxGroupId})), '[]'::json)
  from ${products}
  left join ${brands} on ${brands.id} = ${products.brandId}
  left join ${categories} on ${categories.id} = ${products.categoryId}
  where ${inScope(products.organizationId, products.locationId)} and ${products.id} = any(${unseenArray("productIds", "uuid")}))`;

export const readProducts = preparedStatement<{ products: ProductFacts[] }>(sql`select ${cartProducts} as products`, {
  readOnly: true,
});

/** A sellable lot as the cart read reads it (JSON: the time comes as text). */
export interface LotRead {
  id: string;
  productId: string;
  roomId: string;
  quantity: number;
  expiresAt: string | null;
  receivedAt: string;
}

/**
 * The cart's products, the sellable lots of the given rooms (read, not locked: the sale's write locks them and
 * checks them again) and the location's selling setup version, in one statement.
 */
export const readCart = preparedStatement<{ version: number; products: ProductFacts[]; lots: LotRead[] }>(
  sql`
  select ${setupVersionOf(p("loc"))}::float8 as version, ${cartProducts} as products,
    (select coalesce(json_agg(json_build_object('id', ${inventoryItems.id}, 'productId', ${inventoryItems.productId},
        'roomId', ${inventoryItems.roomId}, 'quantity', ${inventoryItems.quantity},
        'expiresAt', ${inventoryItems.expiresAt}, 'receivedAt', ${inventoryItems.receivedAt})), '[]'::json)
      from ${inventoryItems}
      where ${inScope(inventoryItems.organizationId, inventoryItems.locationId)}
        and ${inventoryItems.productId} = any(${unseenArray("productIds", "uuid")})
        and ${inventoryItems.roomId} = any(${unseenArray("roomIds", "uuid")})
        and ${sellableCondition(p("today"))} and ${inventoryItems.quantity} > 0) as lots`,
  { readOnly: true },
);

/**
 * The parties a sale locks before it writes, in the one order every sale takes them: its drawer session FOR SHARE
 * (a close waits for the sale, sales do not wait for each other), then its customer FOR NO KEY UPDATE (two
 * registers selling to one customer queue, so a DAY limit holds).
 */
export const lockParties = preparedStatement<{
  drawer: { id: string; registerId: string; status: string } | null;
  buyer: Buyer | null;
}>(sql`
  with drawer as (
    select ${drawerSessions.id}, ${drawerSessions.registerId} as "registerId", ${drawerSessions.status}
    from ${drawerSessions}
    where ${inScope(drawerSessions.organizationId, drawerSessions.locationId)} and ${drawerSessions.id} = ${p("drawerSessionId")}::uuid
    for share),
  buyer as (
    select ${customers.id}, ${customers.firstName} as "firstName", ${customers.lastName} as "lastName",
      ${customers.status}, ${customers.dateOfBirth} as "dateOfBirth", ${customers.type},
      ${customers.medicalCardNumber} as "medicalCardNumber", ${customers.medicalCardExpiry} as "medicalCardExpiry",
      ${groupIdsOf} as "customerGroupIds"
    from ${customers}
    where ${customers.organizationId} = ${p("org")}::uuid and ${customers.id} = ${p("customerId")}::uuid
    for no key update)
  select (select row_to_json(drawer) from drawer) as drawer, (select row_to_json(buyer) from buyer) as buyer`);

/**
 * The sale, its lines and tenders, its lots' SALE ledger rows and its Idempotency-Key with the answer, in one
 * statement that writes them only when every lot is still sellable (`today`) and holds its part: `applied` says
 * whether it did, `keyed` whether the key was recorded (false when another request holds it).
 */
export const writeSale = preparedStatement<{ applied: boolean; keyed: boolean }>(sql`
  with ${quantityChangeCtes(p, sellableCondition(p("today")))},
    ${rowWrites([sales, saleLines, saleTenders], (table) => p(getTableName(table)), quantitiesChanged)},
    ${keyWrite(p, quantitiesChanged)}
  select ${quantitiesChanged} as applied, exists (select from key_recorded) as keyed`);

/** A completed sale's receipt number (given at commit) and its cashier's name. */
export const readReceiptNumber = preparedStatement<{ receiptNumber: number | null; cashierName: string }>(
  sql`
  select ${sales.receiptNumber} as "receiptNumber", ${personName(users)} as "cashierName"
  from ${sales} join ${users} on ${users.id} = ${sales.cashierId}
  where ${inScope(sales.organizationId, sales.locationId)} and ${sales.id} = ${p("saleId")}::uuid`,
  { readOnly: true },
);
