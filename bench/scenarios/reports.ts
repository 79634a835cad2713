// Reports (issue 16): a location with BENCH_REPORT_SALES sales (default 500,000) over BENCH_REPORT_DAYS days
// (default two years), loaded set-based in SQL into the real tables (bench/report-history.ts), then every report over
// a day, a month, a year and two years, two managers at a time: the end of day of a random day, the tax liability,
// the sales report (a random grouping per request), discounts, customers, shrink and purchasing of a random period
// of each length, and the stock value at the end of a random day. Target: p95 under 1 s on PostgreSQL for every
// report over any period (decisions 0020, 0025b, 0032).

import { createLocationInput } from "@verdant/shared/locations";
import { salesGroupings, valuationGroupings } from "@verdant/shared/reports";
import { sql } from "drizzle-orm";
import { users } from "../../apps/api/src/db/schema/index.ts";
import { createOrganization } from "../../apps/api/src/modules/organizations/organizations.service.ts";
import { createRegister } from "../../apps/api/src/modules/registers/registers.service.ts";
import type { BenchRequest, Scenario } from "../harness.ts";
import { loadReportHistory } from "../report-history.ts";
import { signedIn } from "../util.ts";

const SALES = Number(process.env.BENCH_REPORT_SALES ?? 500_000);
const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 730);

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The periods every period report is measured over: a random one of each length within the history. */
const PERIODS = [
  { name: "a day", days: 1 },
  { name: "a month", days: 30 },
  { name: "a year", days: 365 },
  { name: "two years", days: 730 },
].filter((p) => p.days <= DAYS);

const period = (days: number) => {
  const to = 1 + Math.floor(Math.random() * (DAYS - days + 1));
  return `from=${day(to + days - 1)}&to=${day(to)}`;
};

/** The reports read over a period, each with what a request adds to the period. */
const PERIOD_REPORTS: { name: string; path: string; extra?: () => string }[] = [
  { name: "tax liability", path: "tax-liability" },
  { name: "sales (a random grouping)", path: "sales", extra: () => `&groupBy=${pick(salesGroupings)}` },
  { name: "discounts", path: "discounts" },
  { name: "customers", path: "customers" },
  { name: "shrink", path: "shrink" },
  { name: "purchasing", path: "purchasing" },
];

export const reportsScenario: Scenario = {
  name: "reports",
  prepare: async ({ database, engine }) => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: "reports-bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const auth = await signedIn(db, user!.id);
    const timeZone = "America/Vancouver";
    const organization = await createOrganization(db, user!.id, {
      name: "Bench Reports",
      location: createLocationInput.parse({ name: "Bench Books", country: "CA", timeZone }),
    } as never);
    const scope = { organizationId: organization.id, locationId: organization.locations[0]!.id };
    const registers: string[] = [];
    for (const name of ["Lane 1", "Lane 2"])
      registers.push((await createRegister(db, scope, { name, isActive: true, roomIds: [] })).id);
    const t0 = Date.now();
    const { counts, phases } = await loadReportHistory(db, {
      scope,
      timeZone,
      registers: registers as [string, string],
      owner: user!.id,
      sales: SALES,
      days: DAYS,
    });
    await db.execute(sql`vacuum analyze`);
    console.log(
      `[${engine}] reports: ${SALES} sales over ${DAYS} days loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s (${Object.entries(
        counts,
      )
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}; ${phases})`,
    );

    const base = `/api/organization/${scope.organizationId}/location/${scope.locationId}/reports`;
    const request = (name: string, path: () => string): BenchRequest => ({ name, headers: auth, connections: 2, path });
    return [
      request("end of day, a random day", () => `${base}/end-of-day?date=${day(1 + Math.floor(Math.random() * DAYS))}`),
      request(
        "stock value at the end of a random day (a random grouping)",
        () =>
          `${base}/inventory-valuation?date=${day(1 + Math.floor(Math.random() * DAYS))}&groupBy=${pick(valuationGroupings)}`,
      ),
      ...PERIOD_REPORTS.flatMap((report) =>
        PERIODS.map((p) =>
          request(
            `${report.name}, ${p.name}`,
            () => `${base}/${report.path}?${period(p.days)}${report.extra?.() ?? ""}`,
          ),
        ),
      ),
    ];
  },
};
