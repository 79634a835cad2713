// Returns at the register (decision 0019): the sale by its receipt number, the refund's preview, the location's
// approvers, and the void or refund carrying a manager's PIN when the cashier cannot approve it alone.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { approver, type ManagerApproval, refundPreview } from "@verdant/shared/overrides";
import { type RefundPreviewInput, type RefundSaleInput, sale, type VoidSaleInput } from "@verdant/shared/sales";
import { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { afterSaleInvalidates } from "./api.ts";

const approverKeys = queryKeys.approvers;

export const RETURN_MESSAGES = { refunded: "Refund recorded", voided: "Sale voided" } as const;

export const saleByReceipt = (scope: LocationScope, receiptNumber: number) =>
  api.get(locationPath(scope, `sale/receipt/${receiptNumber}`)).then((body) => sale.parse(body));

export const refundPreviewOf = (scope: LocationScope, saleId: string, input: RefundPreviewInput) =>
  api.post(locationPath(scope, `sale/${saleId}/refund/preview`), input).then((body) => refundPreview.parse(body));

export const approversQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: approverKeys.list(scope),
    queryFn: async ({ signal }) => z.array(approver).parse(await api.get(locationPath(scope, "approvers"), {}, signal)),
  });

type Approved<T> = T & { key: string; approval?: ManagerApproval };

/** Errors stay in the dialog (a wrong PIN is answered next to the PIN), so no toast here. */
export function useRegisterRefund(scope: LocationScope, saleId: string) {
  return useMutation({
    mutationFn: async ({ key, ...input }: Approved<RefundSaleInput>) =>
      sale.parse(await api.postWith(locationPath(scope, `sale/${saleId}/refund`), input, { "Idempotency-Key": key })),
    meta: { success: RETURN_MESSAGES.refunded, error: false, invalidates: [...afterSaleInvalidates] },
  });
}

export function useRegisterVoid(scope: LocationScope, saleId: string) {
  return useMutation({
    mutationFn: async ({ key, ...input }: Approved<VoidSaleInput>) =>
      sale.parse(await api.postWith(locationPath(scope, `sale/${saleId}/void`), input, { "Idempotency-Key": key })),
    meta: { success: RETURN_MESSAGES.voided, error: false, invalidates: [...afterSaleInvalidates] },
  });
}
