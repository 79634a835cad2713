// The sale's one write is assembled by one builder (sales.write.ts): its placeholders are exactly the values it is
// run with, each CTE is defined once, and a placeholder outside SaleWriteValues does not compile.
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { placeholderNames, placeholdersOf } from "../../lib/queries.ts";
import { SALE_CTES, type SaleWriteValues, saleWriteStatement, saleWriteValues } from "./sales.write.ts";

const text = new PgDialect({ casing: "snake_case" }).sqlToQuery(saleWriteStatement).sql;
const ORG = "00000000-0000-4000-8000-000000000001";
const LOC = "00000000-0000-4000-8000-000000000002";
const SALE = "00000000-0000-4000-8000-000000000003";
const LOT = "00000000-0000-4000-8000-000000000004";

const values = saleWriteValues({ organizationId: ORG, locationId: LOC } as Parameters<typeof saleWriteValues>[0], {
  rows: {
    sale: { id: SALE, drawerSessionId: SALE, registerId: SALE, customerId: null, cashierId: SALE },
    lines: [],
    tenders: [],
  } as unknown as Parameters<typeof saleWriteValues>[1]["rows"],
  changes: [{ inventoryId: LOT, delta: -2, reason: "SALE", userId: SALE, referenceType: "SALE", referenceId: SALE }],
  today: "2026-11-24",
  parties: { dayLimits: false, lastSaleId: null },
  answer: {} as Parameters<typeof saleWriteValues>[1]["answer"],
});

describe("the sale's write builder", () => {
  it("reads every value it is given and no other: each placeholder is a key of the values", () => {
    expect(placeholderNames(saleWriteStatement).sort()).toEqual(Object.keys(values).sort());
  });

  it("defines each CTE once, its own under the names it owns and the borrowed ones under their owners'", () => {
    const defined = [...text.matchAll(/(?:with|,)\s+"?([a-z_]+)"?(?:\([a-z, ]+\))? as \(/g)].map((m) => m[1]);
    expect(new Set(defined).size).toBe(defined.length);
    for (const name of Object.values(SALE_CTES)) expect(defined).toContain(name);
    expect(defined).toEqual(
      expect.arrayContaining(["quantity_moves", "quantity_locked", "key_recorded", "rows_sales", "rows_sale_lines"]),
    );
  });

  it("fills the values from the sale: the lots' net changes, the scope, the parties and no key", () => {
    expect(values).toMatchObject({
      org: ORG,
      loc: LOC,
      lotIds: [LOT],
      lotDeltas: [-2],
      saleId: SALE,
      customerId: null,
      dayLimits: false,
      lastSaleId: null,
      keyed: false,
      today: "2026-11-24",
    });
    expect(JSON.parse(values.sales)).toHaveLength(1);
  });

  it("types placeholders by the statement's values", () => {
    const p = placeholdersOf<SaleWriteValues>();
    expect(p("saleId").name).toBe("saleId");
    // @ts-expect-error a misspelt placeholder is not a key of SaleWriteValues
    expect(p("saleID").name).toBe("saleID");
  });
});
