import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { z } from "zod";
import { ListToolbar } from "../../../components/ui/list-toolbar.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { waitlistQuery } from "../../../features/admin/api.ts";
import { adminMessages } from "../../../features/admin/messages.ts";
import { WaitlistTable } from "../../../features/admin/waitlist-table.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { isPlatformAdmin } from "../../../lib/session.ts";

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  search: z.string().catch("").default(""),
});

export const Route = createFileRoute("/_app/admin/waitlist")({
  validateSearch: searchSchema,
  // Not a platform admin: the shell shows the no-access state ("Only Verdant platform administrators use this
  // page", issue 15) instead of this page, so nothing is fetched for them.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (isPlatformAdmin(context.user))
      void context.queryClient.prefetchQuery(waitlistQuery({ ...deps, limit: PAGE_SIZE.default }));
  },
  component: AdminWaitlist,
});

function AdminWaitlist() {
  const { page, search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery(waitlistQuery({ page, search, limit: PAGE_SIZE.default }));
  const t = useMessages(adminMessages);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ListToolbar
        className="mb-4"
        search={search}
        placeholder={t("search")}
        onSearch={(value) => navigate({ search: { page: 1, search: value } })}
      />
      <WaitlistTable
        list={list.data}
        loading={list.isPending}
        searching={Boolean(search)}
        onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })}
      />
    </>
  );
}
