import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { RECEIVABLE_PO_STATUSES } from "@verdant/shared/list-filters";
import { AtLocation } from "../../components/no-location.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { purchaseOrderQuery } from "../../features/purchase-orders/api.ts";
import { purchaseOrderMessages } from "../../features/purchase-orders/messages.ts";
import { PoStatusBadge } from "../../features/purchase-orders/po-labels.tsx";
import { PurchaseOrderActions, PurchaseOrderSummary } from "../../features/purchase-orders/purchase-order-detail.tsx";
import { DraftWizard } from "../../features/purchase-orders/purchase-order-wizard.tsx";
import { ReceivePurchaseOrderButton } from "../../features/receive-orders/new-receive-order.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/purchase-orders_/$purchaseOrderId")({
  loader: ({ context, params }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(purchaseOrderQuery(scope, params.purchaseOrderId)),
    ),
  component: () => <AtLocation>{(scope) => <PurchaseOrder scope={scope} />}</AtLocation>,
});

function PurchaseOrder({ scope }: { scope: LocationScope }) {
  const t = useMessages(purchaseOrderMessages);
  const { purchaseOrderId } = Route.useParams();
  const navigate = useNavigate();
  const canWrite = useCan("inventory.write");
  const po = useQuery(purchaseOrderQuery(scope, purchaseOrderId));
  if (po.isError) throw po.error;
  if (!po.data) return <LoadingBlock label={t("page.loading")} />;
  const order = po.data;
  const toList = () => navigate({ to: "/purchase-orders" });
  const drafting = order.status === "DRAFT" && canWrite;
  return (
    <section
      aria-label={t("page.order", { number: order.poNumber })}
      className={drafting ? "mx-auto max-w-4xl" : undefined}
    >
      <div className="flex items-start gap-2">
        <BackLink to="/purchase-orders" label={t("page.back")} icon className="mt-0.5" />
        <div className="flex-1">
          <PageHeader
            title={t("page.order", { number: order.poNumber })}
            description={
              <span className="inline-flex items-center gap-2">
                <PoStatusBadge status={order.status} /> {order.vendorName}
              </span>
            }
            actions={
              canWrite && (
                <PurchaseOrderActions
                  scope={scope}
                  po={order}
                  onDeleted={toList}
                  receiveAction={
                    RECEIVABLE_PO_STATUSES.includes(order.status) && (
                      <ReceivePurchaseOrderButton
                        scope={scope}
                        purchaseOrderId={order.id}
                        onCreated={(receiveOrderId) =>
                          navigate({ to: "/purchase-orders/receive/$receiveOrderId", params: { receiveOrderId } })
                        }
                      />
                    )
                  }
                />
              )
            }
          />
        </div>
      </div>
      {drafting ? (
        <DraftWizard scope={scope} po={order} canWrite={canWrite} onConfirmed={() => undefined} onCancel={toList} />
      ) : (
        <PurchaseOrderSummary scope={scope} po={order} canWrite={canWrite} />
      )}
    </section>
  );
}
