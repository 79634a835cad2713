import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { customerSortFields, customerStatuses, customerTypes } from "@verdant/shared/list-filters";
import { Plus } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ListToolbar } from "../../../components/ui/list-toolbar.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { customersQuery } from "../../../features/customers/api.ts";
import { CustomerDialog } from "../../../features/customers/customer-dialog.tsx";
import { CustomersTable } from "../../../features/customers/customers-table.tsx";
import { customerMessages } from "../../../features/customers/messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { listViewSearch } from "../../../lib/list-view.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";

const ALL = "all";
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  search: z.string().catch("").default(""),
  type: z.enum(customerTypes).optional().catch(undefined),
  status: z.enum(customerStatuses).optional().catch(undefined),
  /** One day, YYYY-MM-DD (customers created that day in the store's time zone). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  sortBy: z.enum(customerSortFields).catch("lastName").default("lastName"),
  sortOrder: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  limit: listViewSearch(customerSortFields).limit,
});

export const Route = createFileRoute("/_app/customers/")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(customersQuery(scope, deps))),
  component: CustomersPage,
});

function CustomersPage() {
  const scope = useLocationScope();
  const t = useMessages(customerMessages);
  const canWrite = useCan("customers.write");
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          canWrite &&
          scope && (
            <Button onClick={() => setCreating(true)}>
              <Plus /> {t("page.new")}
            </Button>
          )
        }
      />
      {scope ? <Customers scope={scope} canWrite={canWrite} /> : <NoLocationSelected />}
      {scope && <CustomerDialog scope={scope} open={creating} onOpenChange={setCreating} />}
    </>
  );
}

function Customers({ scope, canWrite }: { scope: LocationScope; canWrite: boolean }) {
  const t = useMessages(customerMessages);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery(customersQuery(scope, search));
  const filter = (patch: Partial<typeof search>) => navigate({ search: (prev) => ({ ...prev, ...patch, page: 1 }) });
  return (
    <>
      <ListToolbar
        className="mb-4"
        search={search.search}
        placeholder={t("filter.search")}
        onSearch={(value) => filter({ search: value })}
      >
        <Select
          aria-label={t("filter.type")}
          className="w-40"
          value={search.type ?? ALL}
          onValueChange={(v) => filter({ type: v === ALL ? undefined : (v as (typeof customerTypes)[number]) })}
          options={[
            { value: ALL, label: t("filter.everyType") },
            ...customerTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ]}
        />
        <Select
          aria-label={t("filter.status")}
          className="w-40"
          value={search.status ?? ALL}
          onValueChange={(v) => filter({ status: v === ALL ? undefined : (v as (typeof customerStatuses)[number]) })}
          options={[
            { value: ALL, label: t("filter.everyStatus") },
            ...customerStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        <Input
          type="date"
          aria-label={t("filter.createdOn")}
          className="w-40"
          value={search.date ?? ""}
          onChange={(e) => filter({ date: e.target.value || undefined })}
        />
      </ListToolbar>
      <CustomersTable
        scope={scope}
        list={list.data}
        loading={list.isPending}
        filtered={Boolean(search.search || search.type || search.status || search.date)}
        canWrite={canWrite}
        sortBy={search.sortBy}
        sortOrder={search.sortOrder}
        onSort={(sortBy, sortOrder) => navigate({ search: (prev) => ({ ...prev, sortBy, sortOrder, page: 1 }) })}
        onLimitChange={(limit) => navigate({ search: (prev) => ({ ...prev, limit, page: 1 }) })}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
      />
    </>
  );
}
