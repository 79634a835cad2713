// Transactions of a location (spec §2 /transactions): the sales with filters for days (the location's calendar),
// register, cashier, customer, status, payment type and search (receipt number or customer name); one sale with
// its receipt and ledger effects; the filtered list as CSV; a customer's history. A cashier sees only own sales.
import type {
  TransactionDetail,
  TransactionSummary,
  transactionExportQuery,
  transactionListQuery,
} from "@verdant/shared/transactions";
import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  customers,
  inventoryItems,
  inventoryLedger,
  locations,
  products,
  registers,
  rooms,
  sales,
  saleTenders,
  users,
} from "../../db/schema/index.ts";
import { csvCell, dollars } from "../../lib/csv.ts";
import { containsPattern, listPage, offsetOf } from "../../lib/queries.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { assertSeesSale, loadReceipt, seesEverySale } from "../sales/sales.service.ts";

type Filters = z.output<typeof transactionExportQuery>;
type ListValues = z.output<typeof transactionListQuery>;

const cashier = alias(users, "cashier");
const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

async function timeZoneOf(db: Db, scope: LocationScope): Promise<string> {
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  return row?.timeZone ?? "UTC";
}

/** Days are the location's: from its midnight on `from` to its midnight after `to`. */
function whereOf(access: Access, scope: LocationScope, filters: Filters, timeZone: string): SQL {
  const search = filters.search;
  const receiptNumber = search && /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  return and(
    eq(sales.organizationId, scope.organizationId),
    eq(sales.locationId, scope.locationId),
    filters.from ? sql`${sales.completedAt} >= (${filters.from}::date::timestamp at time zone ${timeZone})` : undefined,
    filters.to
      ? sql`${sales.completedAt} < ((${filters.to}::date + 1)::timestamp at time zone ${timeZone})`
      : undefined,
    filters.registerId ? eq(sales.registerId, filters.registerId) : undefined,
    seesEverySale(access)
      ? filters.cashierId
        ? eq(sales.cashierId, filters.cashierId)
        : undefined
      : eq(sales.cashierId, access.userId),
    filters.customerId ? eq(sales.customerId, filters.customerId) : undefined,
    filters.status ? eq(sales.status, filters.status) : undefined,
    filters.paymentType
      ? sql`exists (select 1 from ${saleTenders} where ${saleTenders.saleId} = ${sales.id} and ${saleTenders.type} = ${filters.paymentType})`
      : undefined,
    search
      ? receiptNumber !== undefined
        ? eq(sales.receiptNumber, receiptNumber)
        : ilike(customerName, containsPattern(search))
      : undefined,
  )!;
}

const summaryColumns = {
  sale: sales,
  registerName: registers.name,
  cashierName: personName(cashier),
  customerName,
  itemCount: sql<number>`(select coalesce(sum(case when l.unit = 'EACH' then l.quantity else 1 end), 0)::int
    from sale_lines l where l.sale_id = ${sales.id})`,
  paymentTypes: sql<
    string[]
  >`array(select distinct t.type from sale_tenders t where t.sale_id = ${sales.id} order by t.type)`,
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(sales)
    .innerJoin(registers, eq(registers.id, sales.registerId))
    .innerJoin(cashier, eq(cashier.id, sales.cashierId))
    .innerJoin(customers, eq(customers.id, sales.customerId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>["where"]>>[number];

function toSummary(row: SummaryRow): TransactionSummary {
  const { sale } = row;
  return {
    id: sale.id,
    receiptNumber: sale.receiptNumber ?? 0,
    status: sale.status,
    completedAt: sale.completedAt.toISOString(),
    register: { id: sale.registerId, name: row.registerName },
    cashier: { id: sale.cashierId, name: row.cashierName },
    customer: { id: sale.customerId, name: row.customerName, type: sale.customerType },
    itemCount: row.itemCount,
    totalCents: sale.totalCents,
    refundedCents: sale.refundedCents,
    paymentTypes: row.paymentTypes as TransactionSummary["paymentTypes"],
  };
}

const sortColumns = {
  completedAt: sales.completedAt,
  receiptNumber: sales.receiptNumber,
  totalCents: sales.totalCents,
};

export async function listTransactions(db: Db, access: Access, scope: LocationScope, query: ListValues) {
  const where = whereOf(access, scope, query, await timeZoneOf(db, scope));
  const direction = query.sortOrder === "desc" ? desc : asc;
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(sales.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db
    .select({ n: count() })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(where);
  return listPage(rows.map(toSummary), query.page, query.limit, total?.n ?? 0);
}

export const EXPORT_MAX_ROWS = 50_000;

export async function exportTransactions(
  db: Db,
  access: Access,
  scope: LocationScope,
  filters: Filters,
): Promise<string> {
  const timeZone = await timeZoneOf(db, scope);
  const direction = filters.sortOrder === "desc" ? desc : asc;
  const rows = await selectSummaries(db)
    .where(whereOf(access, scope, filters, timeZone))
    .orderBy(direction(sortColumns[filters.sortBy]), direction(sales.id))
    .limit(EXPORT_MAX_ROWS);
  const local = new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" });
  const header = [
    "Receipt",
    "Date",
    "Register",
    "Cashier",
    "Customer",
    "Status",
    "Items",
    "Payment",
    "Subtotal",
    "Discounts",
    "Tax",
    "Total",
    "Refunded",
  ];
  const lines = rows.map((row) =>
    [
      row.sale.receiptNumber ?? "",
      local.format(row.sale.completedAt),
      row.registerName,
      row.cashierName,
      row.customerName,
      row.sale.status,
      row.itemCount,
      row.paymentTypes.join(" "),
      dollars(row.sale.subtotalCents),
      dollars(row.sale.discountCents),
      dollars(row.sale.taxCents),
      dollars(row.sale.totalCents),
      dollars(row.sale.refundedCents),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\n")}\n`;
}

export async function getTransaction(
  db: Db,
  access: Access,
  scope: LocationScope,
  saleId: string,
): Promise<TransactionDetail> {
  const receipt = await loadReceipt(db, scope, saleId);
  assertSeesSale(access, receipt.sale);
  const ledger = await db
    .select({
      entry: inventoryLedger,
      productName: products.name,
      roomName: rooms.name,
    })
    .from(inventoryLedger)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLedger.inventoryId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .innerJoin(rooms, eq(rooms.id, inventoryItems.roomId))
    .where(and(eq(inventoryLedger.locationId, scope.locationId), eq(inventoryLedger.referenceId, saleId)))
    .orderBy(asc(inventoryLedger.createdAt), asc(inventoryLedger.id));
  return {
    ...receipt,
    ledger: ledger.map(({ entry, productName, roomName }) => ({
      inventoryItemId: entry.inventoryId,
      productName,
      roomName,
      reason: entry.reason,
      delta: entry.delta,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
