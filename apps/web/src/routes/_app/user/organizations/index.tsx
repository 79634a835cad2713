import { createFileRoute } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { ButtonLink } from "../../../../components/ui/button-link.tsx";
import { PageHeader } from "../../../../components/ui/page-header.tsx";
import { organizationMessages } from "../../../../features/organizations/messages.ts";
import { OrganizationsList } from "../../../../features/organizations/organizations-list.tsx";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { myOrganizationsQuery } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/user/organizations/")({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myOrganizationsQuery()),
  component: Organizations,
});

function Organizations() {
  const t = useMessages(organizationMessages);
  return (
    <>
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <ButtonLink to="/user/create-organization">
            <Plus /> {t("page.new")}
          </ButtonLink>
        }
      />
      <OrganizationsList />
    </>
  );
}
