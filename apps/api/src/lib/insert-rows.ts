// Rows for several tables written by one statement, one round trip: a sale, its lines and its tenders. Each batch
// holds complete rows (the table's select type, so the compiler asks for every column, ids and timestamps
// included): the caller then answers with exactly what was written, without reading it back. The rows travel as
// one JSON value per table, turned back into rows by json_populate_recordset; the foreign keys between the
// batches are checked at the end of the statement, so a parent and its children may share it.
import { getTableColumns, type InferSelectModel, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

export interface RowBatch<T extends PgTable = PgTable> {
  table: T;
  rows: InferSelectModel<T>[];
}

/** A batch for insertRows, typed by its table. */
export const batchOf = <T extends PgTable>(table: T, rows: InferSelectModel<T>[]): RowBatch => ({
  table,
  rows: rows as InferSelectModel<PgTable>[],
});

function asRecords(batch: RowBatch): string {
  const columns = Object.entries(getTableColumns(batch.table)).map(([key, column]) => [
    key,
    column.keyAsName ? toSnakeCase(key) : column.name,
  ]);
  return JSON.stringify(
    batch.rows.map((row) =>
      Object.fromEntries(columns.map(([key, name]) => [name, (row as Record<string, unknown>)[key!] ?? null])),
    ),
  );
}

export async function insertRows(db: Db, batches: RowBatch[]): Promise<void> {
  const writes: SQL[] = batches
    .filter((batch) => batch.rows.length > 0)
    .map(
      (batch, i) => sql`${sql.raw(`w${i}`)} as (insert into ${batch.table}
        select * from json_populate_recordset(null::${batch.table}, ${asRecords(batch)}::json))`,
    );
  if (writes.length === 0) return;
  await db.execute(sql`with ${sql.join(writes, sql`, `)} select 1`);
}
