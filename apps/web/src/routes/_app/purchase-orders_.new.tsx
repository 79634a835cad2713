import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { NewPurchaseOrder } from "../../features/purchase-orders/purchase-order-wizard.tsx";
import { useLocationScope } from "../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/purchase-orders_/new")({ component: NewPurchaseOrderPage });

function NewPurchaseOrderPage() {
  const scope = useLocationScope();
  const navigate = useNavigate();
  return (
    <section aria-label="New purchase order" className="mx-auto max-w-4xl">
      <PageHeader title="New purchase order" description="Details first; items and review follow, saved as you go." />
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
