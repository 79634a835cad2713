import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../../components/no-location.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { CustomerProfile } from "../../../features/customers/customer-profile.tsx";
import { customerMessages } from "../../../features/customers/messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";
import { customerQuery } from "../../../lib/queries/customers.ts";

export const Route = createFileRoute("/_app/customers/$customerId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(customerQuery(scope, params.customerId))),
  component: () => <AtLocation>{(scope) => <Customer scope={scope} />}</AtLocation>,
});

function Customer({ scope }: { scope: LocationScope }) {
  const t = useMessages(customerMessages);
  const { customerId } = Route.useParams();
  const canWrite = useCan("customers.write");
  const customer = useQuery(customerQuery(scope, customerId));
  if (customer.isError) throw customer.error;
  const name = customer.data ? `${customer.data.firstName} ${customer.data.lastName}` : t("page.customer");
  return (
    <>
      <PageHeader title={name} actions={<BackLink to="/customers" label={t("page.all")} />} />
      {customer.data ? (
        <CustomerProfile scope={scope} customer={customer.data} canWrite={canWrite} />
      ) : (
        <LoadingBlock />
      )}
    </>
  );
}
