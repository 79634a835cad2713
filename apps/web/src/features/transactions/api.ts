// Transactions of the location (spec §2 /transactions): the list with its URL filters, one sale's detail with its
// receipt, refunds and ledger effects, the CSV export of the same filters, the receipt and its sending, and the
// manager's void and refund (each with an Idempotency-Key, so a retried click never voids or refunds twice).
import { queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import {
  type RefundSaleInput,
  receipt,
  receiptSent,
  type SendReceiptInput,
  sale,
  type VoidSaleInput,
} from "@verdant/shared/sales";
import { transactionDetail, transactionList } from "@verdant/shared/transactions";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { transactionText } from "./messages.ts";

export const transactionKeys = queryKeys.transactions;

export type TransactionFilters = {
  from?: string | undefined;
  to?: string | undefined;
  registerId?: string | undefined;
  cashierId?: string | undefined;
  customerId?: string | undefined;
  status?: string | undefined;
  paymentType?: string | undefined;
  search?: string | undefined;
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `transactions${rest}`);

/** The list's view: newest first, a page of PAGE_SIZE.default, unless the URL says otherwise. */
export type TransactionView = {
  page: number;
  sortBy?: string | undefined;
  sortOrder?: "asc" | "desc" | undefined;
  limit?: number | undefined;
};

export const transactionsQuery = (scope: LocationScope, params: TransactionFilters & TransactionView) =>
  listQuery(
    transactionKeys.list({ ...scope, ...params }),
    transactionList,
    path(scope),
    {
      ...params,
      limit: params.limit ?? PAGE_SIZE.default,
      sortBy: params.sortBy ?? "completedAt",
      sortOrder: params.sortOrder ?? (params.sortBy ? "asc" : "desc"),
    },
    { staleTime: 30_000 },
  );

export const transactionQuery = (scope: LocationScope, saleId: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(saleId),
    queryFn: async ({ signal }) => transactionDetail.parse(await api.get(path(scope, `/${saleId}`), undefined, signal)),
    staleTime: 0,
  });

export const receiptQuery = (scope: LocationScope, saleId: string) =>
  queryOptions({
    queryKey: [...transactionKeys.detail(saleId), "receipt"] as const,
    queryFn: async ({ signal }) =>
      receipt.parse(await api.get(locationPath(scope, `sale/${saleId}/receipt`), undefined, signal)),
  });

/** The filtered list as the API's CSV, saved as a file. */
export async function exportTransactions(scope: LocationScope, filters: TransactionFilters, today: string) {
  const csv = await api.getText(path(scope, "/export.csv"), { ...filters, sortBy: "completedAt", sortOrder: "desc" });
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `transactions-${today}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const invalidates = [
  transactionKeys.all,
  queryKeys.drawers.all,
  queryKeys.dashboard.all,
  queryKeys.inventory.all,
  queryKeys.customerLimits.all,
];

export function useVoidSale(scope: LocationScope, saleId: string) {
  return useMutation({
    mutationFn: async (input: VoidSaleInput & { key: string }) =>
      sale.parse(
        await api.postWith(
          locationPath(scope, `sale/${saleId}/void`),
          { reason: input.reason },
          { "Idempotency-Key": input.key },
        ),
      ),
    meta: { success: transactionText("toast.voided"), error: transactionText("toast.voidFailed"), invalidates },
  });
}

export function useRefundSale(scope: LocationScope, saleId: string) {
  return useMutation({
    mutationFn: async ({ key, ...input }: RefundSaleInput & { key: string }) =>
      sale.parse(await api.postWith(locationPath(scope, `sale/${saleId}/refund`), input, { "Idempotency-Key": key })),
    meta: { success: transactionText("toast.refunded"), error: transactionText("toast.refundFailed"), invalidates },
  });
}

export function useSendReceipt(scope: LocationScope, saleId: string) {
  return useMutation({
    mutationFn: async (input: SendReceiptInput) =>
      receiptSent.parse(await api.post(locationPath(scope, `sale/${saleId}/receipt/send`), input)),
    meta: { success: transactionText("toast.receiptSent"), error: transactionText("toast.receiptFailed") },
  });
}
