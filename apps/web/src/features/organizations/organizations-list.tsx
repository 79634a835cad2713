// The organizations I belong to, with my place in each, how many locations I work at there, and the way in.
import { useQuery } from "@tanstack/react-query";
import type { Organization } from "@verdant/shared/organizations";
import { Building2, Check, Plus } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { myOrganizationsQuery, useSelectOrganization } from "../../lib/membership.ts";
import { memberTypeLabel } from "./labels.ts";
import { type OrganizationWords, organizationMessages } from "./messages.ts";
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
  const t = useMessages(organizationMessages);
  if (organization.id === selectedOrgId)
    return (
      <Badge tone="success">
        <Check className="size-3" /> {t("list.current")}
      </Badge>
    );
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={select.isPending}
      onClick={() => select.mutate({ organizationId: organization.id })}
    >
      {t("list.workHere")}
    </Button>
  );
}

const columns = (t: OrganizationWords) =>
  [
    {
      id: "name",
      header: t("list.organization"),
      cell: (org) => (
        <RecordLink
          to="/user/organizations/$orgId"
          params={{ orgId: org.id }}
          className="text-foreground hover:text-primary"
        >
          {org.name}
        </RecordLink>
      ),
    },
    { id: "role", header: t("list.role"), cell: (org) => <Badge>{memberTypeLabel(org.membership.type)}</Badge> },
    {
      id: "locations",
      header: t("list.locations"),
      cell: (org) => <LocationCount slug={org.slug} />,
      className: "text-right",
    },
    {
      id: "current",
      header: <span className="sr-only">{t("list.selection")}</span>,
      cell: (org) => <WorkHere organization={org} />,
      className: "w-32 text-right",
    },
  ] satisfies Column<Organization>[];

export function OrganizationsList() {
  const list = useQuery(myOrganizationsQuery());
  const t = useMessages(organizationMessages);
  return (
    <DataTable
      columns={columns(t)}
      rows={list.data}
      rowKey={(org) => org.id}
      loading={list.isPending}
      skeletonRows={3}
      empty={
        <EmptyState
          icon={Building2}
          title={t("list.empty")}
          description={t("list.emptyHint")}
          action={
            <ButtonLink to="/user/create-organization">
              <Plus /> {t("page.new")}
            </ButtonLink>
          }
        />
      }
    />
  );
}
