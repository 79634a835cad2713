// drizzle's node-postgres transaction sends BEGIN before its try block: when the connection dies at that moment the
// client is never released, and after a database restart the pool runs dry and requests wait for ever. This one
// always releases the client, and hands a broken one back as broken so the pool drops it (decision 0017).
import { type SQL, sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres/session";
import type { Pool, PoolClient } from "pg";
import { isConnectionError } from "../lib/db-errors.ts";

type Session = ConstructorParameters<typeof NodePgSession>;
interface SessionInternals {
  dialect: Session[1];
  schema: Session[2];
  options: Session[3];
  transaction: (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

export function releaseEveryTransaction(db: unknown, pool: Pool): void {
  const session = (db as { session: SessionInternals }).session;
  session.transaction = async (run, config) => {
    const client: PoolClient = await pool.connect();
    let failure: unknown;
    try {
      const inner = new NodePgSession(client, session.dialect, session.schema, session.options);
      const tx = new NodePgTransaction(session.dialect, inner, session.schema);
      const configSql = (tx as unknown as { getTransactionConfigSQL: (c: unknown) => SQL }).getTransactionConfigSQL;
      const mode = config ? sql` ${configSql.call(tx, config)}` : undefined;
      await tx.execute(sql`begin${mode}`);
      try {
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`);
        throw error;
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isConnectionError(failure) ? (failure as Error) : undefined);
    }
  };
}
