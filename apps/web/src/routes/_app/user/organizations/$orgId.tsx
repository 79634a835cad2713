import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { inviteStatuses } from "@verdant/shared/list-filters";
import { can } from "@verdant/shared/roles";
import { ArrowLeft, Building2 } from "lucide-react";
import { z } from "zod";
import { ButtonLink } from "../../../../components/ui/button-link.tsx";
import { Card, CardContent } from "../../../../components/ui/card.tsx";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs.tsx";
import { LocationsTable } from "../../../../features/locations/locations-table.tsx";
import { DangerZone, LeaveOrganization } from "../../../../features/organizations/danger-zone.tsx";
import { InvitesTable } from "../../../../features/organizations/invites-table.tsx";
import { MembersTable } from "../../../../features/organizations/members-table.tsx";
import { organizationMessages } from "../../../../features/organizations/messages.ts";
import { OrganizationSettingsForm } from "../../../../features/organizations/organization-settings-form.tsx";
import { organizationDetailsQuery } from "../../../../features/organizations/organizations.api.ts";
import { useMessages } from "../../../../lib/i18n/catalog.ts";
import { myOrganizationsQuery } from "../../../../lib/membership.ts";

const tabs = ["details", "members", "invites", "locations", "danger"] as const;
const text = z.string().catch("").default("");
const page = z.coerce.number().int().min(1).catch(1).default(1);

// Every tab keeps its list state in the URL, so a reload or a shared link shows the same view.
const searchSchema = z.object({
  tab: z.enum(tabs).catch("details").default("details"),
  page,
  search: text,
  status: z
    .enum(["ALL", ...inviteStatuses])
    .catch("ALL")
    .default("ALL"),
  nameOrAddress: text,
  city: text,
  state: text,
});
type Search = z.infer<typeof searchSchema>;

export const Route = createFileRoute("/_app/user/organizations/$orgId")({
  validateSearch: searchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(myOrganizationsQuery()),
  component: OrganizationPage,
});

function OrganizationPage() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const mine = useQuery(myOrganizationsQuery());
  const summary = mine.data?.find((org) => org.id === orgId);
  const details = useQuery({ ...organizationDetailsQuery(summary?.slug ?? ""), enabled: Boolean(summary) });
  const t = useMessages(organizationMessages);

  if (mine.isPending || (summary && details.isPending)) return <LoadingBlock label={t("page.loading")} />;
  const organization = details.data;
  if (!summary || !organization)
    return (
      <EmptyState
        icon={Building2}
        title={t("page.notFound")}
        description={t("page.notFoundHint")}
        action={
          <ButtonLink to="/user/organizations" variant="outline">
            {t("page.yours")}
          </ButtonLink>
        }
      />
    );

  const manage = can(organization.membership, "org.manage");
  const setSearch = (next: Partial<Search>) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const changeTab = (tab: string) =>
    navigate({
      search: { tab: tab as Search["tab"], page: 1, search: "", status: "ALL", nameOrAddress: "", city: "", state: "" },
    });

  return (
    <>
      <Link
        to="/user/organizations"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" /> {t("page.back")}
      </Link>
      <PageHeader title={organization.name} description={t("page.detail")} />
      {manage ? (
        <Tabs value={search.tab} onValueChange={changeTab}>
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tab.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="details">
            <OrganizationSettingsForm organization={organization} canManage />
          </TabsContent>
          <TabsContent value="members">
            <MembersTable
              organization={organization}
              locations={organization.locations}
              filters={{ page: search.page, search: search.search }}
              onFiltersChange={setSearch}
            />
          </TabsContent>
          <TabsContent value="invites">
            <InvitesTable
              organizationId={organization.id}
              locations={organization.locations}
              filters={{ page: search.page, status: search.status }}
              onFiltersChange={setSearch}
            />
          </TabsContent>
          <TabsContent value="locations">
            <LocationsTable
              orgId={organization.id}
              organizationName={organization.name}
              filters={{
                page: search.page,
                nameOrAddress: search.nameOrAddress,
                city: search.city,
                state: search.state,
              }}
              onFiltersChange={setSearch}
              canManage
            />
          </TabsContent>
          <TabsContent value="danger">
            <DangerZone organization={organization} />
          </TabsContent>
        </Tabs>
      ) : (
        // Members who do not manage the organization see its details and may leave it.
        <div className="grid gap-6">
          <OrganizationSettingsForm organization={organization} canManage={false} />
          <Card>
            <CardContent className="p-0">
              <LeaveOrganization organization={organization} />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
