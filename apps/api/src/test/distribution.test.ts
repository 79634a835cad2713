// Every table and whether it could be sharded by organization on a distributed PostgreSQL (docs/scaling.md): the
// list lives in docs/scaling-tables.md, and a table added or changed without updating it fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.ts";
import { distributionMarkdown, tableDistribution } from "./distribution.ts";

describe("tables by how they would shard by organization", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are listed in docs/scaling-tables.md as the schema has them", async () => {
    const tables = await tableDistribution(t.database);
    expect(tables.length).toBeGreaterThan(40);
    await expect(distributionMarkdown(tables)).toMatchFileSnapshot("../../../../docs/scaling-tables.md");
  });

  it("keep the tables every request reads global, and name a blocker for every blocked table", async () => {
    const tables = new Map((await tableDistribution(t.database)).map((d) => [d.table, d]));
    for (const global of ["users", "sessions", "rate_limits"]) expect(tables.get(global)?.kind).toBe("global");
    expect(tables.get("organizations")?.kind).toBe("distributed");
    for (const d of tables.values()) expect(d.kind === "blocked").toBe(d.blockers.length > 0);
  });
});
