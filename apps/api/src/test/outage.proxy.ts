// A TCP proxy in front of the test's PostgreSQL that a test cuts and restores: cutting closes every connection
// and refuses new ones, as a database restart does, without touching the server other test files share.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface DatabaseProxy {
  /** The URL through the proxy. */
  via: (url: string) => string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  /** Connections to the server, and the app's connections to the proxy. */
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  let server: Server;
  let port = 0;

  const handle = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    clients.add(client);
    sockets.add(upstream);
    client.on("close", () => clients.delete(client));
    upstream.on("close", () => sockets.delete(upstream));
    for (const socket of [client, upstream]) socket.on("error", () => socket.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    // end, not destroy: what the server already answered still reaches the client, then the connection closes.
    upstream.on("close", () => client.end());
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(handle);
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = async () => {
    server.close();
    for (const socket of sockets) socket.destroy();
    for (const socket of clients) socket.end();
    // What was in flight has been delivered by now; nothing stays half open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of clients) socket.destroy();
  };
  await listen();

  return {
    via: (url) => {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
