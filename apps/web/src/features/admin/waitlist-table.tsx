import type { List } from "@verdant/shared";
import type { waitlistEntry } from "@verdant/shared/auth";
import { Check, Hourglass } from "lucide-react";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { formatDate } from "../../lib/format.ts";
import { useApproveUser } from "./api.ts";

type Entry = z.infer<typeof waitlistEntry>;

const fullName = (entry: Entry) => [entry.firstName, entry.lastName].filter(Boolean).join(" ") || "—";

function ApproveButton({ entry }: { entry: Entry }) {
  const approve = useApproveUser();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={approve.isPending}
      aria-label={`Approve ${entry.email ?? entry.phone ?? fullName(entry)}`}
      onClick={() => approve.mutate(entry.id, { onSuccess: () => notify.success(`${fullName(entry)} is approved.`) })}
    >
      {!approve.isPending && <Check />} Approve
    </Button>
  );
}

const columns: Column<Entry>[] = [
  { id: "name", header: "Name", cell: (e) => <span className="font-medium">{fullName(e)}</span> },
  { id: "contact", header: "E-mail or phone", cell: (e) => e.email ?? e.phone },
  {
    id: "source",
    header: "Heard about us",
    cell: (e) => e.discoverySource ?? <span className="text-muted-foreground">—</span>,
  },
  { id: "created", header: "Signed up", cell: (e) => formatDate(e.createdAt) },
  {
    id: "actions",
    header: <span className="sr-only">Actions</span>,
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
  return (
    <DataTable
      columns={columns}
      rows={props.list?.data}
      rowKey={(e) => e.id}
      loading={props.loading}
      empty={
        <EmptyState
          icon={Hourglass}
          title={props.searching ? "Nobody on the waitlist matches" : "Nobody is waiting"}
          description={
            props.searching ? "Try another name, e-mail or phone." : "New sign-ups appear here until you approve them."
          }
        />
      }
      footer={pageFooter(props.list?.meta, props.onPageChange)}
    />
  );
}
