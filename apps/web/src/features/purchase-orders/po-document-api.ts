// The purchase order as the vendor sees it (issue 15): the document the print page shows, and sending it to the
// vendor's contact e-mail (the API's messaging delivery).
import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  type EmailPurchaseOrderInput,
  emailedPurchaseOrder,
  purchaseOrderDocument,
} from "@verdant/shared/purchase-order-document";
import { notify } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { purchaseOrderKeys } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";

const t = translate(purchaseOrderMessages);

const path = (scope: LocationScope, id: string, rest: string) => locationPath(scope, `purchase-order/${id}/${rest}`);

export const purchaseOrderDocumentQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: [...purchaseOrderKeys.detail(id), "document"] as const,
    queryFn: async ({ signal }) =>
      purchaseOrderDocument.parse(await api.get(path(scope, id, "document"), undefined, signal)),
  });

export function useEmailPurchaseOrder(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: EmailPurchaseOrderInput) =>
      emailedPurchaseOrder.parse(await api.post(path(scope, id, "email"), input)),
    onSuccess: (sent) => notify.success(t("send.sent", { to: sent.to })),
    meta: { error: t("send.failed") },
  });
}
