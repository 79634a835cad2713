// /organization/{orgId}/location/{locationId}/reports: the discounts, purchasing and customers reports with their
// CSV exports. Each needs reports.read, as the tax liability and sales reports do.
import { locationParams } from "@verdant/shared/locations";
import { periodQuery } from "@verdant/shared/reports";
import { customersReport, discountsReport, purchasingQuery, purchasingReport } from "@verdant/shared/reports-trade";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { getCustomersReport } from "./reports.customers.ts";
import { getDiscountsReport } from "./reports.discounts.ts";
import { getPurchasingReport } from "./reports.purchasing.ts";
import { csvReply } from "./reports.sql.ts";
import { customersCsv, discountsCsv, purchasingCsv } from "./reports.trade-csv.ts";

const tags = ["reports"];
const base = "/organization/:orgId/location/:locationId/reports";
const config = { access: "reports.read" } as const;

export const tradeReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/discounts`,
    {
      schema: {
        tags,
        summary: "Each discount's use, cost and the sales under it for a period",
        params: locationParams,
        querystring: periodQuery,
        response: { 200: discountsReport },
      },
      config,
    },
    async (request) => getDiscountsReport(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/discounts/export.csv`,
    {
      schema: { tags, summary: "The discounts report as CSV", params: locationParams, querystring: periodQuery },
      config,
    },
    async (request, reply) => {
      const report = await getDiscountsReport(db, locationScopeOf(request), request.query);
      return csvReply(reply, `discounts-${report.from}-${report.to}`, discountsCsv(report));
    },
  );

  app.get(
    `${base}/purchasing`,
    {
      schema: {
        tags,
        summary:
          "Received against ordered by vendor for a period, the open purchase orders, and vendor licenses running out",
        params: locationParams,
        querystring: purchasingQuery,
        response: { 200: purchasingReport },
      },
      config,
    },
    async (request) => getPurchasingReport(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/purchasing/export.csv`,
    {
      schema: { tags, summary: "The purchasing report as CSV", params: locationParams, querystring: purchasingQuery },
      config,
    },
    async (request, reply) => {
      const report = await getPurchasingReport(db, locationScopeOf(request), request.query);
      return csvReply(reply, `purchasing-${report.from}-${report.to}`, purchasingCsv(report));
    },
  );

  app.get(
    `${base}/customers`,
    {
      schema: {
        tags,
        summary: "New against returning customers, the medical and adult-use share, and the top customers of a period",
        params: locationParams,
        querystring: periodQuery,
        response: { 200: customersReport },
      },
      config,
    },
    async (request) => getCustomersReport(db, locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/customers/export.csv`,
    {
      schema: { tags, summary: "The customers report as CSV", params: locationParams, querystring: periodQuery },
      config,
    },
    async (request, reply) => {
      const report = await getCustomersReport(db, locationScopeOf(request), request.query);
      return csvReply(reply, `customers-${report.from}-${report.to}`, customersCsv(report));
    },
  );
};
