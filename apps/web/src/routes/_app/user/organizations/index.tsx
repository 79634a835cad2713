import { createFileRoute, Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { PageHeader } from "../../../../components/ui/page-header.tsx";
import { OrganizationsList } from "../../../../features/organizations/organizations-list.tsx";
import { myOrganizationsQuery } from "../../../../lib/membership.ts";

export const Route = createFileRoute("/_app/user/organizations/")({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myOrganizationsQuery()),
  component: Organizations,
});

function Organizations() {
  return (
    <>
      <PageHeader
        title="Organizations"
        description="The businesses you belong to. Choose one to work in, or open it to manage its team and locations."
        actions={
          <Button asChild>
            <Link to="/user/create-organization">
              <Plus /> New organization
            </Link>
          </Button>
        }
      />
      <OrganizationsList />
    </>
  );
}
