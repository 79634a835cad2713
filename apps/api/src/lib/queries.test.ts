// preparedStatement runs the catalog list on both engines: its values, its answers, and a session that stays usable
// after a failed statement (a named statement on PostgreSQL, Parse-once protocol messages on PGlite).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { preparedStatement } from "./queries.ts";

const p = (name: string) => sql.placeholder(name);

describe("preparedStatement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers rows keyed by alias with the driver's types, the same on every run", async () => {
    const run = preparedStatement<{ n: number; words: string[]; doc: { a: number }; at: Date; none: string | null }>(
      sql`select ${p("n")}::int + 1 as n, ${p("words")}::text[] as words, json_build_object('a', ${p("n")}::int) as doc,
        timestamptz '2024-05-06 07:08:09.123+00' as at, ${p("none")}::text as none`,
    );
    const words = ['quote"d', "back\\slash", "com,ma", "", "NULL"];
    for (const n of [1, 2, 3]) {
      const [row] = await run(t.database.db, { n, words, none: null });
      expect(row).toEqual({ n: n + 1, words, doc: { a: n }, at: new Date("2024-05-06T07:08:09.123Z"), none: null });
    }
  });

  it("keeps the session usable after a statement fails, and runs the statement again", async () => {
    const divide = preparedStatement<{ q: number }>(sql`select 10 / ${p("d")}::int as q`);
    await expect(divide(t.database.db, { d: 0 })).rejects.toThrow(/division by zero/);
    expect(await divide(t.database.db, { d: 5 })).toEqual([{ q: 2 }]);
    const broken = preparedStatement(sql`select from_nowhere(${p("x")}::int)`);
    await expect(broken(t.database.db, { x: 1 })).rejects.toThrow(/from_nowhere/);
    await expect(broken(t.database.db, { x: 1 })).rejects.toThrow(/from_nowhere/);
    expect(await divide(t.database.db, { d: 2 })).toEqual([{ q: 5 }]);
    const plain = (await t.database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(plain.rows).toEqual([{ one: 1 }]);
  });

  it("runs inside a transaction, seeing the transaction's own writes, with the same types", async () => {
    const read = preparedStatement<{ n: number; words: string[]; doc: { a: number } }>(
      sql`select count(*)::int as n, ${p("words")}::text[] as words, ${p("doc")}::json as doc
        from organizations where name = ${p("name")}`,
    );
    const words = ['quote"d', "com,ma"];
    const name = `Prepared ${Date.now()}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into organizations (name, slug) values (${name}, ${name})`);
        expect(await read(tx, { name, words, doc: JSON.stringify({ a: 1 }) })).toEqual([
          { n: 1, words, doc: { a: 1 } },
        ]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await read(t.database.db, { name, words, doc: "{}" })).toEqual([{ n: 0, words, doc: {} }]);
  });
});
