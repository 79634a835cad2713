// The transactions list's state in the URL: date range, register, cashier, customer, status, payment type,
// search, page, sort and page size, so a shared link shows the same sales.

import { saleStatuses, transactionSortFields } from "@verdant/shared/list-filters";
import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { z } from "zod";
import { listViewSearch } from "../../lib/list-view.ts";
import type { TransactionFilters } from "./api.ts";

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const id = z.uuid().optional().catch(undefined);

export const transactionsSearchSchema = z.object({
  from: date,
  to: date,
  registerId: id,
  cashierId: id,
  cashierName: z.string().max(100).optional().catch(undefined),
  customerId: id,
  customerName: z.string().max(100).optional().catch(undefined),
  status: z.enum(saleStatuses).optional().catch(undefined),
  paymentType: z.enum(TENDER_TYPES).optional().catch(undefined),
  search: z.string().max(100).catch("").default(""),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  ...listViewSearch(transactionSortFields),
});
export type TransactionsSearch = z.infer<typeof transactionsSearchSchema>;

export function toTransactionFilters(search: TransactionsSearch): TransactionFilters {
  return {
    from: search.from,
    to: search.to && search.from && search.to < search.from ? search.from : search.to,
    registerId: search.registerId,
    cashierId: search.cashierId,
    customerId: search.customerId,
    status: search.status,
    paymentType: search.paymentType,
    search: search.search || undefined,
  };
}
