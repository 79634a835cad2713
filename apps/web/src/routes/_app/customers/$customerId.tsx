import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { CustomerProfile } from "../../../features/customers/customer-profile.tsx";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";
import { customerQuery } from "../../../lib/queries/customers.ts";

export const Route = createFileRoute("/_app/customers/$customerId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(customerQuery(scope, params.customerId))),
  component: CustomerPage,
});

function CustomerPage() {
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <Customer scope={scope} />;
}

function Customer({ scope }: { scope: LocationScope }) {
  const { customerId } = Route.useParams();
  const canWrite = useCan("customers.write");
  const customer = useQuery(customerQuery(scope, customerId));
  if (customer.isError) throw customer.error;
  const name = customer.data ? `${customer.data.firstName} ${customer.data.lastName}` : "Customer";
  return (
    <>
      <PageHeader
        title={name}
        actions={
          <Button asChild variant="ghost" size="sm">
            <Link to="/customers">
              <ArrowLeft /> All customers
            </Link>
          </Button>
        }
      />
      {customer.data ? (
        <CustomerProfile scope={scope} customer={customer.data} canWrite={canWrite} />
      ) : (
        <LoadingBlock />
      )}
    </>
  );
}
