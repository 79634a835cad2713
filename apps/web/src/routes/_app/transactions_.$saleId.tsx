import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../components/no-location.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { SaleSyncBadge } from "../../features/track-trace/sync-status.tsx";
import { transactionQuery } from "../../features/transactions/api.ts";
import { transactionMessages } from "../../features/transactions/messages.ts";
import { TransactionDetail } from "../../features/transactions/transaction-detail.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/transactions_/$saleId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(transactionQuery(scope, params.saleId))),
  component: () => <AtLocation>{(scope) => <Sale scope={scope} />}</AtLocation>,
});

function Sale({ scope }: { scope: LocationScope }) {
  const { saleId } = Route.useParams();
  const canManage = useCan("register.manage");
  const detail = useQuery(transactionQuery(scope, saleId));
  const t = useMessages(transactionMessages);
  if (detail.isError) throw detail.error;
  return (
    <>
      <PageHeader
        title={detail.data ? t("page.receipt", { number: detail.data.sale.receiptNumber }) : t("page.sale")}
        actions={<BackLink to="/transactions" label={t("page.all")} />}
      />
      <div className="mb-4">
        <SaleSyncBadge scope={scope} saleId={saleId} />
      </div>
      {detail.data ? <TransactionDetail scope={scope} detail={detail.data} canManage={canManage} /> : <LoadingBlock />}
    </>
  );
}
