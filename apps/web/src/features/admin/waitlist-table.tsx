import type { List } from "@verdant/shared";
import type { waitlistEntry } from "@verdant/shared/auth";
import { Check, Hourglass } from "lucide-react";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useApproveUser } from "./api.ts";
import { type AdminWords, adminMessages } from "./messages.ts";

type Entry = z.infer<typeof waitlistEntry>;

const fullName = (entry: Entry) => [entry.firstName, entry.lastName].filter(Boolean).join(" ") || "—";

function ApproveButton({ entry }: { entry: Entry }) {
  const approve = useApproveUser();
  const t = useMessages(adminMessages);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={approve.isPending}
      aria-label={t("approveWho", { who: entry.email ?? entry.phone ?? fullName(entry) })}
      onClick={() =>
        approve.mutate(entry.id, { onSuccess: () => notify.success(t("approved", { name: fullName(entry) })) })
      }
    >
      {!approve.isPending && <Check />} {t("approve")}
    </Button>
  );
}

const columns = (t: AdminWords): Column<Entry>[] => [
  { id: "name", header: t("name"), cell: (e) => <span className="font-medium">{fullName(e)}</span> },
  { id: "contact", header: t("contact"), cell: (e) => e.email ?? e.phone },
  {
    id: "source",
    header: t("source"),
    cell: (e) => e.discoverySource ?? <span className="text-muted-foreground">—</span>,
  },
  { id: "created", header: t("created"), cell: (e) => formatDate(e.createdAt) },
  {
    id: "actions",
    header: <span className="sr-only">{t("actions")}</span>,
    cell: (e) => <ApproveButton entry={e} />,
    className: "text-right",
  },
];

export function WaitlistTable(props: {
  list: List<Entry> | undefined;
  loading: boolean;
  searching: boolean;
  onPageChange: (page: number) => void;
}) {
  const t = useMessages(adminMessages);
  return (
    <DataTable
      columns={columns(t)}
      rows={props.list?.data}
      rowKey={(e) => e.id}
      loading={props.loading}
      empty={<ListEmptyState icon={Hourglass} searching={props.searching} say={t} />}
      footer={pageFooter(props.list?.meta, props.onPageChange)}
    />
  );
}
