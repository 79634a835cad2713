import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { RECEIVABLE_PO_STATUSES } from "@verdant/shared/list-filters";
import { ArrowLeft } from "lucide-react";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { purchaseOrderQuery } from "../../features/purchase-orders/api.ts";
import { PoStatusBadge } from "../../features/purchase-orders/po-labels.tsx";
import { PurchaseOrderActions, PurchaseOrderSummary } from "../../features/purchase-orders/purchase-order-detail.tsx";
import { DraftWizard } from "../../features/purchase-orders/purchase-order-wizard.tsx";
import { ReceivePurchaseOrderButton } from "../../features/receive-orders/new-receive-order.tsx";
import { type LocationScope, selectedLocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/purchase-orders_/$purchaseOrderId")({
  loader: ({ context, params }) => {
    const scope = selectedLocationScope();
    if (scope) void context.queryClient.prefetchQuery(purchaseOrderQuery(scope, params.purchaseOrderId));
  },
  component: PurchaseOrderPage,
});

function PurchaseOrderPage() {
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <PurchaseOrder scope={scope} />;
}

function PurchaseOrder({ scope }: { scope: LocationScope }) {
  const { purchaseOrderId } = Route.useParams();
  const navigate = useNavigate();
  const canWrite = useCan("inventory.write");
  const po = useQuery(purchaseOrderQuery(scope, purchaseOrderId));
  if (po.isError) throw po.error;
  if (!po.data) return <LoadingBlock label="Loading the purchase order" />;
  const order = po.data;
  const toList = () => navigate({ to: "/purchase-orders" });
  const drafting = order.status === "DRAFT" && canWrite;
  return (
    <section aria-label={`Purchase order ${order.poNumber}`} className={drafting ? "mx-auto max-w-4xl" : undefined}>
      <div className="flex items-start gap-2">
        <Button asChild variant="ghost" size="icon" aria-label="Back to purchase orders" className="mt-0.5">
          <Link to="/purchase-orders">
            <ArrowLeft />
          </Link>
        </Button>
        <div className="flex-1">
          <PageHeader
            title={`Purchase order ${order.poNumber}`}
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
