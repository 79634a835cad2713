// The register sale's one write (decision 0015), assembled in one place: this builder owns the statement's values
// (SaleWriteValues: every placeholder is a key of it, so a misspelt one fails at compile time), the names of the
// CTEs it adds (SALE_CTES), and the values it runs with (saleWriteValues). The CTEs it borrows keep their owners'
// names and are read through their owners' expressions: the lots' (quantityLockCtes, quantitiesLocked,
// quantitiesChanged) and the Idempotency-Key's (keyWrite, keyRecorded).

import type { Sale } from "@verdant/shared/sales";
import { getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { customers, drawerSessions, receiptCounters, saleLines, sales, saleTenders } from "../../db/schema/index.ts";
import { type KeyRecord, keyRecorded, keyValues, keyWrite } from "../../lib/idempotency/idempotency.ts";
import { batchOf, recordsOf, rowWrites } from "../../lib/insert-rows.ts";
import { placeholdersOf, preparedStatement, unseenFlag } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import {
  quantitiesChanged,
  quantitiesLocked,
  quantityChangeValues,
  quantityLockCtes,
  quantityWriteCtes,
  type SignedChange,
  sellableCondition,
} from "../inventory/inventory.service.ts";
import type { SaleRows } from "./sales.rows.ts";
import { buyerIs, inScope } from "./sales.statements.ts";

/** The sale's rows as the statement reads them: one JSON record set per table, keyed by the table's name. */
type SaleRecords = Record<"sales" | "sale_lines" | "sale_tenders", string>;

/** Every value the write reads, by placeholder name. */
export type SaleWriteValues = ReturnType<typeof quantityChangeValues> &
  ReturnType<typeof keyValues> &
  SaleRecords & {
    today: string;
    drawerSessionId: string;
    registerId: string;
    customerId: string | null;
    saleId: string;
    /** The customer's DAY limits count: the write locks the customer and checks its marker. */
    dayLimits: boolean;
    /** The customer's marker as the cart read it. */
    lastSaleId: string | null;
  };

/** The CTEs this statement adds, by role. */
export const SALE_CTES = {
  drawer: "sale_drawer",
  buyer: "sale_buyer",
  buyerMoved: "sale_buyer_moved",
  receipt: "sale_receipt",
} as const;

const cte = (role: keyof typeof SALE_CTES) => sql.identifier(SALE_CTES[role]);
const held = (role: keyof typeof SALE_CTES) => sql`exists (select from ${cte(role)})`;

const p = placeholdersOf<SaleWriteValues>();
/** The flags are read unseen (unseenFlag), so one generic plan serves every sale. */
const v = (name: keyof SaleWriteValues & string): SQLWrapper =>
  name === "keyed" || name === "dayLimits" ? unseenFlag(name) : p(name);
const keyFree = sql`(not ${v("keyed")} or ${keyRecorded})`;
const theBuyer = buyerIs(p);

function buildSaleWrite(): SQL {
  return sql`
  with ${cte("drawer")} as (
      select from ${drawerSessions}
      where ${inScope(drawerSessions.organizationId, drawerSessions.locationId, p)}
        and ${drawerSessions.id} = ${p("drawerSessionId")}::uuid and ${drawerSessions.registerId} = ${p("registerId")}::uuid
        and ${drawerSessions.status} = 'OPEN'
      for share),
    ${cte("buyer")} as (
      select from ${customers}
      where ${v("dayLimits")} and ${held("drawer")} and ${theBuyer}
        and ${customers.lastSaleId} is not distinct from ${p("lastSaleId")}::uuid
      for no key update),
    ${quantityLockCtes(
      p,
      sql`${sellableCondition(p("today"), p("loc"))} and ${held("drawer")}
        and (not ${v("dayLimits")} or ${held("buyer")})`,
    )},
    ${keyWrite(v, quantitiesLocked(p))},
    ${quantityWriteCtes(p, keyFree)},
    ${cte("buyerMoved")} as (
      update ${customers} set last_sale_id = ${p("saleId")}::uuid
      where ${v("dayLimits")} and ${quantitiesChanged} and ${theBuyer}),
    ${cte("receipt")} as (
      insert into ${receiptCounters} (organization_id, location_id, last_number)
      select ${p("org")}::uuid, ${p("loc")}::uuid, 1 where ${quantitiesChanged}
      on conflict (location_id) do update set last_number = ${receiptCounters.lastNumber} + 1
      returning last_number),
    ${rowWrites(
      [sales, saleLines, saleTenders],
      (table) => p(getTableName(table) as keyof SaleRecords),
      quantitiesChanged,
      (table, column) =>
        table === sales && column === "receipt_number" ? sql`(select last_number from ${cte("receipt")})` : undefined,
    )}
  select ${quantitiesChanged} as applied, ${quantitiesLocked(p)} as locked, ${keyRecorded} as keyed,
    (select last_number from ${cte("receipt")}) as "receiptNumber"`;
}

/** The statement, for tests that read its text and placeholders. */
export const saleWriteStatement = buildSaleWrite();

/**
 * The whole sale in one statement that commits on its own: the drawer session (FOR SHARE, still open at the
 * register), the customer when its DAY limits count (FOR NO KEY UPDATE, its marker still the one the cart read), the
 * lots (FOR UPDATE in id order, each still sellable on `today` and holding its part), in that order — the order
 * every sale takes them, so concurrent registers queue instead of deadlocking. Once all are held the
 * Idempotency-Key is recorded with the answer; then, only if it was free (or none was given), the lots' changes and
 * ledger rows, the customer's new marker, the location's next receipt number (its counter row is locked from here to
 * the commit, the end of this same statement), the sale, its lines and tenders. `applied` says whether the sale was
 * written, `locked` whether every party and lot was held, `keyed` whether the key was recorded: locked without the
 * key means another request holds the key.
 */
export const writeSale = preparedStatement<
  { applied: boolean; locked: boolean; keyed: boolean; receiptNumber: number | null },
  SaleWriteValues
>(saleWriteStatement);

/** The write's values from the sale's rows, its stock changes, the parties the cart read and the request's key. */
export function saleWriteValues(
  scope: LocationScope,
  {
    rows,
    changes,
    today,
    parties,
    key,
    answer,
  }: {
    rows: SaleRows;
    changes: SignedChange[];
    today: string;
    parties: { dayLimits: boolean; lastSaleId: string | null };
    key?: KeyRecord;
    answer: Sale;
  },
): SaleWriteValues {
  const { sale } = rows;
  return {
    ...quantityChangeValues(scope, changes),
    sales: recordsOf(batchOf(sales, [sale])),
    sale_lines: recordsOf(batchOf(saleLines, rows.lines)),
    sale_tenders: recordsOf(batchOf(saleTenders, rows.tenders)),
    today,
    drawerSessionId: sale.drawerSessionId,
    registerId: sale.registerId,
    customerId: sale.customerId,
    saleId: sale.id,
    dayLimits: parties.dayLimits,
    lastSaleId: parties.lastSaleId,
    ...keyValues(key, answer),
  };
}
