// /organization/{orgId}/location/{locationId}/transactions (list, detail, CSV export) and the spec's customer
// history and daily purchase limits. A cashier's lists hold only their own sales.
import { locationParams } from "@verdant/shared/locations";
import {
  customerLimitsQuery,
  customerParams,
  customerTransactionsQuery,
  dailyPurchaseLimits,
  transactionDetail,
  transactionExportQuery,
  transactionList,
  transactionListQuery,
  transactionParams,
} from "@verdant/shared/transactions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessOf, locationScopeOf } from "../../plugins/access.ts";
import { customerDailyLimits, customerTransactions, scopeFromLocationQuery } from "./transactions.customers.ts";
import { exportTransactions, getTransaction, listTransactions } from "./transactions.service.ts";

const tags = ["transactions"];
const base = "/organization/:orgId/location/:locationId/transactions";

export const transactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "List sales with date range, register, cashier, customer, status, payment type and search",
        params: locationParams,
        querystring: transactionListQuery,
        response: { 200: transactionList },
      },
      config: { access: "reports.readOwn" },
    },
    async (request) => listTransactions(db, accessOf(request), locationScopeOf(request), request.query),
  );

  app.get(
    `${base}/export.csv`,
    {
      schema: {
        tags,
        summary: "The filtered list as CSV",
        params: locationParams,
        querystring: transactionExportQuery,
      },
      config: { access: "reports.readOwn" },
    },
    async (request, reply) => {
      const csv = await exportTransactions(db, accessOf(request), locationScopeOf(request), request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="transactions.csv"')
        .send(csv);
    },
  );

  app.get(
    `${base}/:saleId`,
    {
      schema: {
        tags,
        summary: "One sale with its receipt, refunds and ledger effects",
        params: transactionParams,
        response: { 200: transactionDetail },
      },
      config: { access: "reports.readOwn" },
    },
    async (request) => getTransaction(db, accessOf(request), locationScopeOf(request), request.params.saleId),
  );

  app.get(
    "/customer/:id/transactions",
    {
      schema: {
        tags,
        summary: "A customer's purchases at a location (newest first)",
        params: customerParams,
        querystring: customerTransactionsQuery,
        response: { 200: transactionList },
      },
      config: { access: { permission: "reports.readOwn", scope: scopeFromLocationQuery } },
    },
    async (request) =>
      customerTransactions(db, accessOf(request), locationScopeOf(request), request.params.id, request.query),
  );

  app.get(
    "/customer/:id/daily-purchase-limits",
    {
      schema: {
        tags,
        summary: "Used, remaining and maximum per purchase-limit bucket today (the location's day)",
        params: customerParams,
        querystring: customerLimitsQuery,
        response: { 200: dailyPurchaseLimits },
      },
      config: { access: { permission: "customers.read", scope: scopeFromLocationQuery } },
    },
    async (request) => customerDailyLimits(db, locationScopeOf(request), request.params.id),
  );
};
