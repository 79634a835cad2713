import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AtLocation } from "../../components/no-location.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { receiveOrderQuery } from "../../features/receive-orders/api.ts";
import { receiveOrderMessages } from "../../features/receive-orders/messages.ts";
import { ReceiveOrderActions, ReceiveOrderView } from "../../features/receive-orders/receive-order-detail.tsx";
import { RoStatusBadge } from "../../features/receive-orders/ro-labels.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/purchase-orders_/receive_/$receiveOrderId")({
  loader: ({ context, params }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(receiveOrderQuery(scope, params.receiveOrderId)),
    ),
  component: () => <AtLocation>{(scope) => <ReceiveOrder scope={scope} />}</AtLocation>,
});

function ReceiveOrder({ scope }: { scope: LocationScope }) {
  const t = useMessages(receiveOrderMessages);
  const { receiveOrderId } = Route.useParams();
  const navigate = useNavigate();
  const canWrite = useCan("inventory.write");
  const ro = useQuery(receiveOrderQuery(scope, receiveOrderId));
  if (ro.isError) throw ro.error;
  if (!ro.data) return <LoadingBlock label={t("page.loading")} />;
  const order = ro.data;
  const title = order.poNumber
    ? t("page.receiving", { number: order.poNumber })
    : t("page.ofDate", { date: formatDate(order.createdAt) });
  return (
    <section aria-label={t("page.order")}>
      <div className="flex items-start gap-2">
        <BackLink to="/purchase-orders/receive" label={t("page.back")} icon className="mt-0.5" />
        <div className="flex-1">
          <PageHeader
            title={title}
            description={
              <span className="inline-flex items-center gap-2">
                <RoStatusBadge status={order.status} /> {order.vendorName ?? t("page.noVendor")}
              </span>
            }
            actions={
              canWrite && (
                <ReceiveOrderActions
                  scope={scope}
                  ro={order}
                  onDeleted={() => navigate({ to: "/purchase-orders/receive" })}
                />
              )
            }
          />
        </div>
      </div>
      <ReceiveOrderView
        scope={scope}
        ro={order}
        canWrite={canWrite}
        purchaseOrderLink={
          order.purchaseOrderId && (
            <RecordLink
              to="/purchase-orders/$purchaseOrderId"
              params={{ purchaseOrderId: order.purchaseOrderId }}
              className="font-mono font-normal text-primary"
            >
              {order.poNumber}
            </RecordLink>
          )
        }
      />
    </section>
  );
}
