// /organization/{orgId}/location/{locationId}/reports: the end of day (Z report) with its CSV and e-mail to the
// owner, and the tax liability of a period with its line-level CSV (streamed). A cashier reads the end of day of
// their own drawers only; the tax liability needs reports.read.
import { locationParams } from "@verdant/shared/locations";
import {
  endOfDay,
  endOfDayQuery,
  endOfDaySent,
  inventoryValuation,
  periodQuery,
  salesReport,
  salesReportQuery,
  sendEndOfDayInput,
  shrinkReport,
  taxLiability,
  valuationQuery,
} from "@verdant/shared/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import {
  endOfDayCsv,
  getEndOfDay,
  getInventoryValuation,
  getSalesReport,
  getShrink,
  getTaxLiability,
  salesCsv,
  sendEndOfDay,
  taxLinesCsv,
} from "./reports.service.ts";
import { csvReply } from "./reports.sql.ts";

const tags = ["reports"];
const base = "/organization/:orgId/location/:locationId/reports";

const csv = csvReply;

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    `${base}/end-of-day`,
    {
      schema: {
        tags,
        summary: "The Z report of a day (the location's calendar) or of one drawer session",
        params: locationParams,
        querystring: endOfDayQuery,
        response: { 200: endOfDay },
      },
      config: { access: "reports.readOwn" },
    },
    async (request) => getEndOfDay(db, accessOf(request), locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/end-of-day/export.csv`,
    {
      schema: { tags, summary: "The Z report as CSV", params: locationParams, querystring: endOfDayQuery },
      config: { access: "reports.readOwn" },
    },
    async (request, reply) => {
      const report = await getEndOfDay(db, accessOf(request), locationScopeOf(request), request.query);
      return csv(reply, `end-of-day-${report.date}`, endOfDayCsv(report));
    },
  );

  app.post(
    `${base}/end-of-day/send`,
    {
      schema: {
        tags,
        summary: "E-mail the Z report to the organization's owner",
        params: locationParams,
        body: sendEndOfDayInput,
        response: { 200: endOfDaySent },
      },
      config: { access: "reports.readOwn" },
    },
    async (request) => {
      const scope = locationScopeOf(request);
      const report = await getEndOfDay(db, accessOf(request), scope, request.body);
      return sendEndOfDay({ db, config, log: request.log }, scope, report);
    },
  );

  app.get(
    `${base}/tax-liability`,
    {
      schema: {
        tags,
        summary: "Tax per rate for a period: taxable and exempt base, collected, refunded and net",
        params: locationParams,
        querystring: periodQuery,
        response: { 200: taxLiability },
      },
      config: { access: "reports.read" },
    },
    async (request) => getTaxLiability(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/tax-liability/export.csv`,
    {
      schema: {
        tags,
        summary: "Every sale line and refunded line of the period with its taxes, as CSV (streamed)",
        params: locationParams,
        querystring: periodQuery,
      },
      config: { access: "reports.read" },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return csv(reply, `tax-liability-${from}-${to}`, taxLinesCsv(db, locationScopeOf(request), request.query));
    },
  );

  app.get(
    `${base}/sales`,
    {
      schema: {
        tags,
        summary:
          "Sales, units, cost and margin for a period by day, hour, product, brand, category, vendor, employee or customer type, against the period before",
        params: locationParams,
        querystring: salesReportQuery,
        response: { 200: salesReport },
      },
      config: { access: "reports.read" },
    },
    async (request) => getSalesReport(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/sales/export.csv`,
    {
      schema: { tags, summary: "The sales report as CSV", params: locationParams, querystring: salesReportQuery },
      config: { access: "reports.read" },
    },
    async (request, reply) => {
      const report = await getSalesReport(db, locationScopeOf(request), request.query);
      return csv(reply, `sales-${report.groupBy}-${report.from}-${report.to}`, salesCsv(report));
    },
  );

  app.get(
    `${base}/inventory-valuation`,
    {
      schema: {
        tags,
        summary: "Stock at the end of a day, at lot cost, by category, brand or room (from the ledger)",
        params: locationParams,
        querystring: valuationQuery,
        response: { 200: inventoryValuation },
      },
      config: { access: "reports.read" },
    },
    async (request) => getInventoryValuation(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/shrink`,
    {
      schema: {
        tags,
        summary: "Adjustments and audits of a period by reason, note and employee, with their value at lot cost",
        params: locationParams,
        querystring: periodQuery,
        response: { 200: shrinkReport },
      },
      config: { access: "reports.read" },
    },
    async (request) => getShrink(db, locationScopeOf(request), request.query),
  );
};
