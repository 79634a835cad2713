// The organizations I belong to, with my place in each, how many locations I work at there, and the way in.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Organization } from "@verdant/shared/organizations";
import { Building2, Check, Plus } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { myOrganizationsQuery, useSelectOrganization } from "../../lib/membership.ts";
import { memberTypeLabels } from "./labels.ts";
import { organizationDetailsQuery } from "./organizations.api.ts";

function LocationCount({ slug }: { slug: string }) {
  const details = useQuery(organizationDetailsQuery(slug));
  if (details.isPending) return <Skeleton className="h-4 w-8" />;
  const count = details.data?.locations.length ?? 0;
  return <span className="tabular-nums">{count}</span>;
}

function WorkHere({ organization }: { organization: Organization }) {
  const { selectedOrgId } = useAuth();
  const select = useSelectOrganization();
  if (organization.id === selectedOrgId)
    return (
      <Badge tone="success">
        <Check className="size-3" /> Current
      </Badge>
    );
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={select.isPending}
      onClick={() => select.mutate({ organizationId: organization.id })}
    >
      Work here
    </Button>
  );
}

const columns: Column<Organization>[] = [
  {
    id: "name",
    header: "Organization",
    cell: (org) => (
      <Link
        to="/user/organizations/$orgId"
        params={{ orgId: org.id }}
        className="font-medium text-foreground hover:text-primary hover:underline"
      >
        {org.name}
      </Link>
    ),
  },
  { id: "role", header: "Your role", cell: (org) => <Badge>{memberTypeLabels[org.membership.type]}</Badge> },
  { id: "locations", header: "Locations", cell: (org) => <LocationCount slug={org.slug} />, className: "text-right" },
  {
    id: "current",
    header: <span className="sr-only">Selection</span>,
    cell: (org) => <WorkHere organization={org} />,
    className: "w-32 text-right",
  },
];

export function OrganizationsList() {
  const list = useQuery(myOrganizationsQuery());
  return (
    <DataTable
      columns={columns}
      rows={list.data}
      rowKey={(org) => org.id}
      loading={list.isPending}
      skeletonRows={3}
      empty={
        <EmptyState
          icon={Building2}
          title="You are not part of an organization yet"
          description="Create one for your business, or ask your employer for an invitation."
          action={
            <Button asChild>
              <Link to="/user/create-organization">
                <Plus /> New organization
              </Link>
            </Button>
          }
        />
      }
    />
  );
}
