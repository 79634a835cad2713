// LISTEN on one channel for as long as the app runs (decision 0047). On PostgreSQL a connection of its own, outside
// the pool, reconnecting after a second when it is lost; on PGlite the engine's own listen(), whose notifications
// arrive with the answer of the statement that committed them. `onListening(false)` says notifications may have been
// missed (the connection dropped, or the app is stopping); `onListening(true)` that every later commit will be heard.
import type { PGlite } from "@electric-sql/pglite";
import type { Client } from "pg";

export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onListening: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

function checked(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

export function listenOnPglite(client: PGlite): Listen {
  return async (channel, onPayload, onListening) => {
    const stop = await client.listen(checked(channel), onPayload);
    onListening(true);
    return async () => {
      onListening(false);
      if (!client.closed) await stop();
    };
  };
}

export function listenOnPostgres(ClientClass: typeof Client, url: string): Listen {
  return async (channel, onPayload, onListening) => {
    checked(channel);
    let current: Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;

    const drop = (client: Client) => {
      if (current !== client) return;
      current = undefined;
      onListening(false);
      client.end().catch(() => {});
      if (!stopped) timer = setTimeout(connect, RECONNECT_MS).unref();
    };
    async function connect() {
      const client = new ClientClass({ connectionString: url, connectionTimeoutMillis: 5_000 });
      current = client;
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      client.on("error", () => drop(client));
      client.on("end", () => drop(client));
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
        if (current === client && !stopped) onListening(true);
      } catch {
        drop(client);
      }
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      onListening(false);
      await client?.end().catch(() => {});
    };
  };
}
