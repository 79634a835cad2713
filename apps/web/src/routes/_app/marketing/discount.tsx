import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { discountQuery } from "../../../features/discounts/api.ts";
import { STAGES } from "../../../features/discounts/builder-stages.ts";
import { DiscountBuilder } from "../../../features/discounts/discount-builder.tsx";
import { discountMessages } from "../../../features/discounts/messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { selectedLocationScope, useLocationScope } from "../../../lib/location-scope.ts";

const searchSchema = z.object({
  id: z.uuid().optional().catch(undefined),
  /** Absent: where the discount left off (a confirmed one opens on its summary). */
  stage: z.enum(STAGES).optional().catch(undefined),
});

export const Route = createFileRoute("/_app/marketing/discount")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    const scope = selectedLocationScope();
    if (scope && deps.id) void context.queryClient.prefetchQuery(discountQuery(scope, deps.id));
  },
  component: DiscountPage,
});

function DiscountPage() {
  const t = useMessages(discountMessages);
  const scope = useLocationScope();
  const { id, stage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        title={id ? t("page.edit") : t("page.new")}
        description={t("page.builderDescription")}
        actions={<BackLink to="/marketing" label={t("page.all")} />}
      />
      {scope ? (
        <DiscountBuilder
          key={id ?? "new"}
          scope={scope}
          id={id}
          stage={stage}
          onNavigate={(to) => navigate({ search: { id: to.id, stage: to.stage } })}
          onDone={() => {
            navigate({ to: "/marketing" });
          }}
        />
      ) : (
        <NoLocationSelected />
      )}
    </>
  );
}
