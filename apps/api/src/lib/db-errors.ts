// What a database failure means for the caller (decision 0017). drizzle wraps the driver's error (PostgreSQL's
// SQLSTATE is on `cause`), so the chain is searched; a constraint the caller's data breaks becomes a 400 or 409
// naming what blocks, a lost or refused connection a 503 with Retry-After, and anything else stays a 500.
import { AppError, type MessageKey, type Said, say } from "./app-error.ts";

interface DriverError {
  code?: unknown;
  message?: unknown;
  table?: unknown;
  cause?: unknown;
}

/** Seconds a client waits before retrying after the database was unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;
export const DB_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/** Connection-level failures: the server went away, refused, restarts, or the pool could not connect in time. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection (is )?closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Client was closed/i,
];

/** The SQLSTATE (or node error code) of the first error in the chain that has one. */
function driverErrorOf(error: unknown): DriverError | undefined {
  let current = error as DriverError | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (
      typeof current.code === "string" &&
      (/^[0-9A-Z]{5}$/.test(current.code) || CONNECTION_CODES.has(current.code))
    ) {
      return current;
    }
    current = current.cause as DriverError | undefined;
  }
  return undefined;
}

/** True when the database could not be reached or dropped the connection (the request may be retried). */
export function isConnectionError(error: unknown): boolean {
  const found = driverErrorOf(error);
  const code = typeof found?.code === "string" ? found.code : "";
  if (CONNECTION_CODES.has(code) || code.startsWith("08") || code.startsWith("57P")) return true;
  for (let current = error as DriverError | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.message === "string" && CONNECTION_MESSAGES.some((re) => re.test(current!.message as string))) {
      return true;
    }
    current = current.cause as DriverError | undefined;
  }
  return false;
}

const nouns: Record<string, string> = {
  sales: "sales",
  sale_lines: "sale lines",
  sale_refunds: "refunds",
  sale_tenders: "payments",
  inventory_items: "inventory lots",
  inventory_ledger: "inventory history",
  drawer_sessions: "drawer sessions",
  drawer_movements: "drawer movements",
  receive_order_items: "receive order items",
  purchase_order_items: "purchase order items",
  products: "products",
  customers: "customers",
  rooms: "rooms",
  locations: "locations",
  registers: "registers",
};
const nounOf = (table: string) => nouns[table] ?? table.replaceAll("_", " ");
const singular = (table: string) => nounOf(table).replace(/ies$/, "y").replace(/s$/, "");
/** A table as a noun of the catalog (one or many), else its English words. */
const tableNoun = (count: "one" | "many", table: string): Said | string => {
  const key = `table.${count}.${table}`;
  return table in nouns ? say(key as MessageKey) : count === "one" ? singular(table) : nounOf(table);
};

/** 'update or delete on table "customers" violates foreign key constraint "…" on table "sales"' → its parts. */
function foreignKeyTables(error: DriverError): { parent?: string; child?: string } {
  const message = typeof error.message === "string" ? error.message : "";
  const match = /update or delete on table "([^"]+)".* on table "([^"]+)"/.exec(message);
  if (match) return { parent: match[1], child: match[2] };
  return { child: typeof error.table === "string" ? error.table : undefined };
}

/**
 * The caller's error for a database failure, or undefined when it is the server's (a 500). The messages name
 * what blocks (`This customer is still used by sales`) and never carry SQL, values or the constraint's text.
 */
export function appErrorOfDatabase(error: unknown): AppError | undefined {
  if (isConnectionError(error)) {
    return new AppError("service_unavailable", say("db.unavailable"), { retryAfter: DB_RETRY_AFTER_SECONDS });
  }
  const found = driverErrorOf(error);
  const code = typeof found?.code === "string" ? found.code : "";
  if (!found || !code) return undefined;
  switch (code) {
    case "23505":
      return new AppError("conflict", say("db.exists"));
    case "23503": {
      const { parent, child } = foreignKeyTables(found);
      if (parent && child) {
        return new AppError(
          "in_use",
          say("db.stillUsed", { parent: tableNoun("one", parent), child: tableNoun("many", child) }),
          {
            blockedBy: nounOf(child),
          },
        );
      }
      return new AppError("bad_request", say("db.noReference"));
    }
    case "23514":
      return new AppError("conflict", say("db.rule"));
    case "23502":
      return new AppError("bad_request", say("db.required"));
    case "40001":
    case "40P01":
      return new AppError("service_unavailable", say("db.raced"), {
        retryAfter: 1,
      });
    case "22001":
    case "54000":
      return new AppError("value_out_of_range", say("db.tooLong"));
    case "22003":
      return new AppError("value_out_of_range", say("db.outOfRange"));
    case "22021":
    case "22P05":
      return new AppError("bad_request", say("db.nul"));
    case "22P02":
    case "22007":
    case "22008":
      return new AppError("bad_request", say("db.format"));
    default:
      return undefined;
  }
}
