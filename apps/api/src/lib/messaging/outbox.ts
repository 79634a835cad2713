// The development outbox: what would be e-mailed or texted, kept in the database and printed on the console.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import type { DeliveryContext, Message } from "./messaging.types.ts";

export async function writeToOutbox(ctx: DeliveryContext, message: Message): Promise<void> {
  await ctx.db.insert(outboxMessages).values({
    to: message.to,
    channel: message.channel,
    subject: message.subject ?? null,
    body: message.body,
    code: message.code ?? null,
  });
  // The console line is how a newcomer running `npm start` reads the code; tests run silent.
  if (ctx.config.logLevel !== "silent") {
    const what = message.code ? `code ${message.code}` : (message.subject ?? "message");
    console.log(`[outbox] to ${message.to} (${message.channel}) ${what}`);
  }
}

const OUTBOX_LIMIT = 50;

/** Newest first; every address when `to` is absent. */
export async function listOutbox(db: Db, to?: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    to: row.to,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
  }));
}
