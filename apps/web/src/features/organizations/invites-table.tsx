// The organization's invitations with their status; resend (a new code and expiry) and revoke.
import { useQuery } from "@tanstack/react-query";
import type { Location } from "@verdant/shared/locations";
import { type Invite, type InviteStatus, inviteStatuses } from "@verdant/shared/organizations";
import { Ban, MailPlus, RotateCw, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { Select } from "../../components/ui/select.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { InviteDialog } from "./invite-dialog.tsx";
import { invitesQuery, useResendInvitation, useRevokeInvitation } from "./invites.api.ts";
import { describeLocationRoles, inviteStatusLabel, memberTypeLabel, personName } from "./labels.ts";
import { organizationMessages } from "./messages.ts";

export type InviteFilters = { page: number; status: InviteStatus | "ALL" };

const statusTone = { PENDING: "warning", ACCEPTED: "success", EXPIRED: "neutral", REVOKED: "danger" } as const;

function ResendButton({ invite }: { invite: Invite }) {
  const resend = useResendInvitation();
  const t = useMessages(organizationMessages);
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={t("invites.resend", { to: invite.email ?? invite.phone ?? "" })}
      loading={resend.isPending}
      onClick={() => resend.mutate(invite.id)}
    >
      {!resend.isPending && <RotateCw />}
    </Button>
  );
}

export function InvitesTable(props: {
  organizationId: string;
  locations: readonly Location[];
  filters: InviteFilters;
  onFiltersChange: (next: Partial<InviteFilters>) => void;
}) {
  const { organizationId, locations, filters, onFiltersChange } = props;
  const status = filters.status === "ALL" ? undefined : filters.status;
  const list = useQuery(invitesQuery({ orgId: organizationId, page: filters.page, status }));
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const t = useMessages(organizationMessages);
  const statusOptions = [
    { value: "ALL", label: t("invites.everyStatus") },
    ...inviteStatuses.map((s) => ({ value: s, label: inviteStatusLabel(s) })),
  ];
  const names = useMemo(() => new Map(locations.map((l) => [l.id, l.name])), [locations]);

  const columns: Column<Invite>[] = [
    {
      id: "to",
      header: t("invites.invited"),
      cell: (i) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{i.email ?? i.phone}</span>
          {i.invitedBy && (
            <span className="text-xs text-muted-foreground">
              {t("invites.by", { name: personName(i.invitedBy) || i.invitedBy.email || "" })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: "access",
      header: t("invites.access"),
      cell: (i) => (
        <div className="grid gap-0.5 text-sm">
          <span>{memberTypeLabel(i.type)}</span>
          {i.type === "MEMBER" &&
            describeLocationRoles(i.locationRoles, names).map((line) => (
              <span key={line} className="text-xs text-muted-foreground">
                {line}
              </span>
            ))}
        </div>
      ),
    },
    {
      id: "status",
      header: t("invites.status"),
      cell: (i) => <Badge tone={statusTone[i.status]}>{inviteStatusLabel(i.status)}</Badge>,
    },
    {
      id: "expires",
      header: t("invites.expires"),
      className: "hidden md:table-cell",
      cell: (i) =>
        i.status === "ACCEPTED" && i.acceptedAt
          ? t("invites.acceptedOn", { date: formatDate(i.acceptedAt) })
          : formatDate(i.expiresAt),
    },
    {
      id: "actions",
      header: <span className="sr-only">{t("invites.actions")}</span>,
      className: "w-24 text-right",
      cell: (i) => (
        <div className="flex justify-end gap-1">
          {(i.status === "PENDING" || i.status === "EXPIRED") && <ResendButton invite={i} />}
          {i.status === "PENDING" && (
            <Button
              size="icon"
              variant="ghost"
              aria-label={t("invites.revoke", { to: i.email ?? i.phone ?? "" })}
              onClick={() => setRevoking(i)}
            >
              <Ban />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={t("invites.status")}
          className="w-44"
          value={filters.status}
          onValueChange={(value) => onFiltersChange({ status: value as InviteFilters["status"], page: 1 })}
          options={statusOptions}
        />
        <div className="flex-1" />
        <Button onClick={() => setInviting(true)}>
          <MailPlus /> {t("invites.invite")}
        </Button>
      </div>
      <ListTable
        columns={columns}
        list={list}
        empty={
          <EmptyState
            icon={Send}
            title={status ? t("invites.noneWithStatus", { status }) : t("invites.empty")}
            description={t("invites.emptyHint")}
          />
        }
        onPageChange={(page) => onFiltersChange({ page })}
      />
      <InviteDialog organizationId={organizationId} locations={locations} open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        cancelLabel={t("cancel")}
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("invites.revokeTitle")}
        description={t("invites.revokeDescription", { to: revoking?.email ?? revoking?.phone ?? t("invites.them") })}
        confirmLabel={t("invites.revokeConfirm")}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </div>
  );
}
