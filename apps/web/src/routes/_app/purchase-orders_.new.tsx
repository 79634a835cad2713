import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { purchaseOrderMessages } from "../../features/purchase-orders/messages.ts";
import { NewPurchaseOrder } from "../../features/purchase-orders/purchase-order-wizard.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useLocationScope } from "../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/purchase-orders_/new")({ component: NewPurchaseOrderPage });

function NewPurchaseOrderPage() {
  const t = useMessages(purchaseOrderMessages);
  const scope = useLocationScope();
  const navigate = useNavigate();
  return (
    <section aria-label={t("page.new")} className="mx-auto max-w-4xl">
      <PageHeader title={t("page.new")} description={t("page.newDescription")} />
      {scope ? (
        <NewPurchaseOrder
          scope={scope}
          onCreated={(purchaseOrderId) =>
            navigate({ to: "/purchase-orders/$purchaseOrderId", params: { purchaseOrderId } })
          }
          onCancel={() => navigate({ to: "/purchase-orders" })}
        />
      ) : (
        <NoLocationSelected />
      )}
    </section>
  );
}
