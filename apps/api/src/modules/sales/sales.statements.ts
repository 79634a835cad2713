// The register sale's statements, each built once with placeholders and run as a named prepared statement
// (lib/queries.ts preparedStatement; docs/decisions/0012 and 0015): no query builder runs while a sale is recorded.
// A sale is: the cart read (which reads its parties too) and one write that commits on its own (sales.write.ts). Only when the write
// finds something moved does a sale lock its parties in a transaction.
import { type SQLWrapper, sql } from "drizzle-orm";
import {
  brands,
  categories,
  customers,
  drawerSessions,
  inventoryItems,
  products,
  sales,
  users,
} from "../../db/schema/index.ts";
import { preparedStatement, unseenArray, unseenFlag } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { groupIdsOf } from "../customers/customers.service.ts";
import { personName } from "../drawers/drawers.service.ts";
import { sellableCondition } from "../inventory/inventory.service.ts";
import { productTaxGroupId } from "../tax-groups/tax-groups.assignments.service.ts";
import { type DayLine, dayLinesOf } from "./sales.limits.ts";
import type { Buyer, ProductFacts } from "./sales.pricing.ts";
import { setupVersionOf } from "./sales.setup.ts";

const p = (name: string) => sql.placeholder(name);
/** The values every statement here reads: the caller's organization and location. */
export const scopeValues = (scope: LocationScope) => ({ org: scope.organizationId, loc: scope.locationId });
/** `value` gives the placeholders: a statement with typed values passes its own (sales.write.ts). */
export const inScope = (org: SQLWrapper, loc: SQLWrapper, value: (name: "org" | "loc") => SQLWrapper = p) =>
  sql`${org} = ${value("org")}::uuid and ${loc} = ${value("loc")}::uuid`;

/** What pricing reads of each product (ProductFacts' keys), for the sale and the preview alike. */
const cartProducts = sql`(select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name},
    'sku', ${products.sku}, 'status', ${products.status}, 'priceCents', ${products.priceCents}, 'unit', ${products.unit},
    'netWeightMg', ${products.netWeightMg}, 'thcPpm', ${products.thcPpm}, 'thcMcgPerUnit', ${products.thcMcgPerUnit},
    'unitsPerPack', ${products.unitsPerPack}, 'form', ${products.form},
    'brandId', ${products.brandId}, 'brandName', ${brands.name}, 'vendorId', ${products.vendorId},
    'categoryId', ${products.categoryId},
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
  unitCostCents: number;
}

/** What a sale reads of its customer, the same unlocked (cart read) and locked (lockParties). */
const buyerColumns = sql`${customers.id}, ${customers.firstName} as "firstName", ${customers.lastName} as "lastName",
  ${customers.status}, ${customers.dateOfBirth} as "dateOfBirth", ${customers.type},
  ${customers.medicalCardNumber} as "medicalCardNumber", ${customers.medicalCardExpiry} as "medicalCardExpiry",
  ${customers.medicalCardType} as "medicalCardType", ${customers.nonResident} as "nonResident",
  ${groupIdsOf} as "customerGroupIds", ${customers.lastSaleId} as "lastSaleId"`;
export const buyerIs = (value: (name: "org" | "customerId") => SQLWrapper = p) =>
  sql`${customers.organizationId} = ${value("org")}::uuid and ${customers.id} = ${value("customerId")}::uuid`;
const theBuyer = buyerIs();

/** A sale's drawer session (any status: the sale says why a closed one cannot sell), unlocked or locked. */
const theDrawer = sql`${drawerSessions.id}, ${drawerSessions.registerId} as "registerId", ${drawerSessions.status}
  from ${drawerSessions}
  where ${inScope(drawerSessions.organizationId, drawerSessions.locationId)}
    and ${drawerSessions.id} = ${p("drawerSessionId")}::uuid`;

export interface DrawerRead {
  id: string;
  registerId: string;
  status: string;
}

/** A customer as a sale reads it, with the marker its DAY limits are guarded by. */
export type BuyerRead = Buyer & { lastSaleId: string | null };

/**
 * The cart's products, the sellable lots of the given rooms (read, not locked: the sale's write locks them and
 * checks them again), the drawer session, the customer and, when the limits have a DAY bucket (`dayLimits`), the
 * customer's lines of the day, with the location's selling setup version, in one statement that locks nothing.
 */
export const readCart = preparedStatement<{
  version: number;
  products: ProductFacts[];
  lots: LotRead[];
  drawer: DrawerRead | null;
  buyer: BuyerRead | null;
  cashierName: string;
  dayLines: DayLine[];
}>(
  sql`
  select ${setupVersionOf(p("loc"))}::float8 as version, ${cartProducts} as products,
    (select coalesce(json_agg(json_build_object('id', ${inventoryItems.id}, 'productId', ${inventoryItems.productId},
        'roomId', ${inventoryItems.roomId}, 'quantity', ${inventoryItems.quantity},
        'expiresAt', ${inventoryItems.expiresAt}, 'receivedAt', ${inventoryItems.receivedAt},
        'unitCostCents', ${inventoryItems.unitCostCents})), '[]'::json)
      from ${inventoryItems}
      where ${inScope(inventoryItems.organizationId, inventoryItems.locationId)}
        and ${inventoryItems.productId} = any(${unseenArray("productIds", "uuid")})
        and ${inventoryItems.roomId} = any(${unseenArray("roomIds", "uuid")})
        and ${sellableCondition(p("today"), p("loc"))} and ${inventoryItems.quantity} > 0) as lots,
    (select row_to_json(drawer) from (select ${theDrawer}) drawer) as drawer,
    (select row_to_json(buyer) from (select ${buyerColumns} from ${customers} where ${theBuyer}) buyer) as buyer,
    (select ${personName(users)} from ${users} where ${users.id} = ${p("cashierId")}::uuid) as "cashierName",
    ${dayLinesOf(
      { org: p("org"), loc: p("loc"), customerId: p("customerId"), day: p("today"), timeZone: p("timeZone") },
      unseenFlag("dayLimits"),
    )} as "dayLines"`,
  { readOnly: true },
);

/**
 * The parties a sale locks before it writes, in the one order every sale takes them: its drawer session FOR SHARE
 * (a close waits for the sale, sales do not wait for each other), then its customer FOR NO KEY UPDATE (two
 * registers selling to one customer queue, so a DAY limit holds).
 */
export const lockParties = preparedStatement<{ drawer: DrawerRead | null; buyer: BuyerRead | null }>(sql`
  with drawer as (select ${theDrawer} for share),
  buyer as (select ${buyerColumns} from ${customers} where ${theBuyer} for no key update)
  select (select row_to_json(drawer) from drawer) as drawer, (select row_to_json(buyer) from buyer) as buyer`);

/** A completed sale's receipt number and its cashier's name, for an answer a key replays (recorded before both). */
export const readReceiptNumber = preparedStatement<{ receiptNumber: number | null; cashierName: string }>(
  sql`
  select ${sales.receiptNumber} as "receiptNumber", ${personName(users)} as "cashierName"
  from ${sales} join ${users} on ${users.id} = ${sales.cashierId}
  where ${inScope(sales.organizationId, sales.locationId)} and ${sales.id} = ${p("saleId")}::uuid`,
  { readOnly: true },
);
