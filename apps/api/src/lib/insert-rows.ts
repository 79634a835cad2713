// Rows for several tables written by one statement, one round trip: a sale, its lines and its tenders. Each batch
// holds complete rows (the table's select type, so the compiler asks for every column, ids and timestamps
// included): the caller then answers with exactly what was written, without reading it back. The rows travel as
// one JSON value per table, turned back into rows by json_populate_recordset; the foreign keys between the
// batches are checked at the end of the statement, so a parent and its children may share it. The writes join a
// larger statement (rowWrites), optionally only when a condition holds (the register's sale, decision 0012).
import { getTableColumns, getTableName, type InferSelectModel, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";

export interface RowBatch<T extends PgTable = PgTable> {
  table: T;
  rows: InferSelectModel<T>[];
}

/** A batch for insertRows, typed by its table. */
export const batchOf = <T extends PgTable>(table: T, rows: InferSelectModel<T>[]): RowBatch => ({
  table,
  rows: rows as InferSelectModel<PgTable>[],
});

const columnNames = new WeakMap<PgTable, [string, string][]>();

/** Each column's key and name in the database, worked out once per table. */
function columnsOf(table: PgTable): [string, string][] {
  let columns = columnNames.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.keyAsName ? toSnakeCase(key) : column.name,
    ]);
    columnNames.set(table, columns);
  }
  return columns;
}

/** A batch's rows as the JSON value its write reads. */
export function recordsOf(batch: RowBatch): string {
  const columns = columnsOf(batch.table);
  return JSON.stringify(
    batch.rows.map((row) =>
      Object.fromEntries(columns.map(([key, name]) => [name, (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
}

/**
 * One CTE a table (named rows_<table>), inserting the rows of the JSON value `records(table)` gives, only when
 * `when` holds if given. `columnValue(table, column)` may give a column's value in SQL instead of the row's (the sale's
 * receipt number, taken in the same statement).
 */
export function rowWrites(
  tables: PgTable[],
  records: (table: PgTable) => SQLWrapper,
  when?: SQL,
  columnValue?: (table: PgTable, column: string) => SQL | undefined,
): SQL {
  const guard = when ? sql` where ${when}` : sql``;
  // Every column by name when one is given in SQL; `*` otherwise (the record type's own order).
  const columnsAndValues = (table: PgTable) => {
    const columns = columnsOf(table).map(([, name]) => [name, columnValue?.(table, name)] as const);
    if (columns.every(([, value]) => value === undefined)) return [sql``, sql`*`];
    return [
      sql` (${sql.join(
        columns.map(([name]) => sql.identifier(name)),
        sql`, `,
      )})`,
      sql.join(
        columns.map(([name, value]) => value ?? sql`r.${sql.identifier(name)}`),
        sql`, `,
      ),
    ];
  };
  return sql.join(
    tables.map((table) => {
      const [names, values] = columnsAndValues(table);
      return sql`${sql.identifier(`rows_${getTableName(table)}`)} as (insert into ${table}${names}
        select ${values} from json_populate_recordset(null::${table}, ${records(table)}::json) r${guard})`;
    }),
    sql`, `,
  );
}
