// The Metrc simulator's HTTP side: a loopback server speaking the API v2 contract for the endpoints the client uses
// (basic auth with vendor and user keys → 401, ?licenseNumber= → 401 for a facility the key cannot use, refused rows
// → 400 with a list of { row, message }, paged lists as { Data, Total, TotalPages, PageSize, CurrentPage }). Tests
// queue faults: an answer (500, 429 with Retry-After, 400), a request that is carried out but never answered
// (timeout after accepting), or a slow answer. /_simulator/* (no auth) lets development and journeys act as the
// state would: a manual edit of a package, the receipt of a manifest in Metrc's own screen.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { bodyOf, json, page } from "./metrc.simulator.http.ts";
import { RowErrors, SIMULATOR_REASONS, SimulatorBooks } from "./metrc.simulator.state.ts";

export interface Fault {
  method?: string;
  /** The request's path starts with it (e.g. "/sales/v2/receipts"). */
  path?: string;
  status?: number;
  messages?: string[];
  retryAfterSeconds?: number;
  /** Carry the request out, then never answer (the client times out after the state accepted). */
  acceptThenHang?: boolean;
  /** Never answer and do nothing. */
  hang?: boolean;
  delayMs?: number;
}

export interface MetrcSimulator {
  url: string;
  books: SimulatorBooks;
  /** Requests received, in order ("POST /sales/v2/receipts"). */
  requests: string[];
  fail(fault: Fault): void;
  /** Every answer waits this long (an overloaded state). */
  slowMs: number;
  close(): Promise<void>;
}

export async function startMetrcSimulator(options: {
  vendorKeys: string[];
  port?: number;
  host?: string;
}): Promise<MetrcSimulator> {
  const books = new SimulatorBooks();
  for (const key of options.vendorKeys) books.vendorKeys.add(key);
  const faults: Fault[] = [];
  const sockets = new Set<Socket>();
  const sim = {
    url: "",
    books,
    requests: [] as string[],
    slowMs: 0,
    fail: (fault: Fault) => faults.push(fault),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies MetrcSimulator;

  const licenseOf = (req: IncomingMessage, url: URL): string | { status: number; message: string } => {
    const [scheme, encoded] = (req.headers.authorization ?? "").split(" ");
    const [vendor, user] = Buffer.from(encoded ?? "", "base64")
      .toString("utf8")
      .split(":");
    if (scheme !== "Basic" || !vendor || !user || !books.vendorKeys.has(vendor) || !books.userKeys.has(user)) {
      return { status: 401, message: "Authorization has been denied for this request." };
    }
    const license = url.searchParams.get("licenseNumber");
    if (url.pathname.startsWith("/facilities/")) return `user:${user}`;
    if (!license) return { status: 400, message: "licenseNumber is required." };
    if (!books.userKeys.get(user)!.has(license)) return { status: 401, message: `No access to facility ${license}.` };
    return license;
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, license: string): Promise<void> {
    const method = req.method ?? "GET";
    const path = url.pathname.replace(/\/+$/, "") || "/";
    if (method === "GET" && path === "/facilities/v2") {
      const licenses = books.userKeys.get(license.slice(5)) ?? new Set();
      return json(
        res,
        200,
        [...licenses].map((n) => ({ Name: books.facility(n).Name, License: books.facility(n).License })),
      );
    }
    const facility = books.facility(license);
    if (method === "GET" && path === "/packages/v2/adjust/reasons") {
      return json(
        res,
        200,
        page(
          SIMULATOR_REASONS.map((Name) => ({ Name, RequiresNote: false })),
          url.searchParams,
        ),
      );
    }
    if (method === "GET" && path === "/packages/v2/active") {
      const active = [...facility.packages.values()].filter((p) => p.active).map(({ active: _, ...p }) => p);
      return json(res, 200, page(active, url.searchParams));
    }
    if (method === "POST" && path === "/packages/v2/adjust") {
      books.adjust(license, await bodyOf(req));
      return json(res, 200, undefined);
    }
    if (method === "GET" && path.startsWith("/packages/v2/")) {
      const pkg = facility.packages.get(decodeURIComponent(path.slice("/packages/v2/".length)));
      if (!pkg) return json(res, 404, { Message: "Package not found." });
      const { active: _, ...shown } = pkg;
      return json(res, 200, shown);
    }
    if (method === "GET" && path === "/transfers/v2/incoming") {
      const start = Date.parse(url.searchParams.get("lastModifiedStart") ?? "");
      const end = Date.parse(url.searchParams.get("lastModifiedEnd") ?? "");
      if (!Number.isFinite(start) || !Number.isFinite(end) || end - start > 86_400_000) {
        return json(res, 400, [
          { row: 0, message: "lastModifiedStart and lastModifiedEnd must be at most 24 hours apart." },
        ]);
      }
      const rows = facility.deliveries
        .filter((d) => Date.parse(d.LastModified) >= start && Date.parse(d.LastModified) <= end)
        .map(({ packages, ...d }) => ({ ...d, PackageCount: packages.length }));
      return json(res, 200, page(rows, url.searchParams));
    }
    const deliveryPackages = path.match(/^\/transfers\/v2\/deliveries\/(\d+)\/packages$/);
    if (method === "GET" && deliveryPackages) {
      const delivery = facility.deliveries.find((d) => d.DeliveryId === Number(deliveryPackages[1]));
      if (!delivery) return json(res, 404, { Message: "Delivery not found." });
      return json(res, 200, page(delivery.packages, url.searchParams));
    }
    if (path === "/sales/v2/receipts" && method === "POST") {
      const ids = books.createReceipts(license, await bodyOf(req));
      return json(res, 200, { Ids: ids, Warnings: [] });
    }
    if (path === "/sales/v2/receipts" && method === "PUT") {
      books.updateReceipts(license, await bodyOf(req));
      return json(res, 200, undefined);
    }
    const external = path.match(/^\/sales\/v2\/receipts\/external\/(.+)$/);
    if (method === "GET" && external) {
      const number = decodeURIComponent(external[1]!);
      const found = [...facility.receipts.values()].find((r) => r.IsActive && r.ExternalReceiptNumber === number);
      return found ? json(res, 200, found) : json(res, 404, { Message: "Sales receipt not found." });
    }
    const one = path.match(/^\/sales\/v2\/receipts\/(\d+)$/);
    if (one && method === "DELETE") {
      books.deleteReceipt(license, Number(one[1]));
      return json(res, 200, undefined);
    }
    if (one && method === "GET") {
      const found = facility.receipts.get(Number(one[1]));
      return found ? json(res, 200, found) : json(res, 404, { Message: "Sales receipt not found." });
    }
    return json(res, 404, { Message: "No HTTP resource was found that matches the request URI." });
  }

  /** /_simulator: what a person does in Metrc's own screens, for development and the journeys. */
  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = ((await bodyOf(req)) ?? {}) as Record<string, unknown>;
    const [, , license, what, key, action] = url.pathname.split("/");
    const facility = books.facilities.get(decodeURIComponent(license ?? ""));
    if (!facility) return json(res, 404, { Message: "No such facility." });
    if (req.method === "GET" && what === "packages") return json(res, 200, [...facility.packages.values()]);
    if (req.method === "POST" && what === "packages" && key && action === "quantity") {
      const pkg = facility.packages.get(decodeURIComponent(key));
      if (!pkg || typeof body.quantity !== "number")
        return json(res, 400, [{ row: 0, message: "quantity is required." }]);
      pkg.Quantity = body.quantity;
      return json(res, 200, pkg);
    }
    if (req.method === "POST" && what === "deliveries" && key && action === "receive") {
      books.receiveDelivery(facility.License.Number, Number(key));
      return json(res, 200, { received: Number(key) });
    }
    return json(res, 404, { Message: "Unknown simulator control." });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator");
    if (url.pathname.startsWith("/_simulator/"))
      return control(req, res, url).catch(() => json(res, 500, { Message: "error" }));
    sim.requests.push(`${req.method} ${url.pathname}`);
    if (sim.slowMs) await new Promise((resolve) => setTimeout(resolve, sim.slowMs));
    const index = faults.findIndex(
      (f) => (!f.method || f.method === req.method) && (!f.path || url.pathname.startsWith(f.path)),
    );
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.hang) return;
    if (fault?.status) {
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { "retry-after": String(fault.retryAfterSeconds) };
      const messages = fault.messages ?? [`Simulated ${fault.status}`];
      return json(
        res,
        fault.status,
        fault.status === 400 ? messages.map((message, row) => ({ row, message })) : { Message: messages.join(" ") },
        headers,
      );
    }
    const license = licenseOf(req, url);
    if (typeof license !== "string")
      return json(
        res,
        license.status,
        license.status === 400 ? [{ row: 0, message: license.message }] : { Message: license.message },
      );
    const answer = fault?.acceptThenHang
      ? new Proxy(res, {
          get: (target, prop) => (prop === "writeHead" || prop === "end" ? () => target : Reflect.get(target, prop)),
        })
      : res;
    try {
      await route(req, answer as ServerResponse, url, license);
    } catch (error) {
      if (error instanceof RowErrors) return json(answer as ServerResponse, 400, error.rows);
      json(answer as ServerResponse, 500, { Message: "An error has occurred." });
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sim;
}
