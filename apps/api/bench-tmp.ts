import { openDatabase } from "./src/db/client.ts";
import { searchSellable } from "./src/modules/sales/sales.sellable.ts";
const database = await openDatabase({ engine: "postgres", url: process.env.DB!, poolSize: 1 });
const scope = { organizationId: "d031c16a-9920-4b8e-959e-b3adfae5e58c", locationId: "66005314-cebf-4f33-b51f-8a47a116c614" } as never;
const rooms = ["e3a739e2-9799-4251-a3bd-5a89c0e5f975"];
const N = Number(process.env.N ?? 200);
for (const search of process.env.SEARCHES!.split(",")) {
  const q = { search, page: 1, limit: 20 } as never;
  for (let i = 0; i < Math.min(N, 20); i++) await searchSellable(database.db, scope, rooms, "2026-11-28", q);
  const t = process.hrtime.bigint();
  let rows = 0; for (let i = 0; i < N; i++) rows = (await searchSellable(database.db, scope, rooms, "2026-11-28", q)).data.length;
  console.log(search.padEnd(16), rows, "rows", (Number(process.hrtime.bigint() - t) / 1e6 / N).toFixed(3), "ms");
}
process.exit(0);
