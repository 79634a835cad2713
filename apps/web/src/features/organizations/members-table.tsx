// Members with their type and roles per location; owners and admins edit, remove and (the owner) hand over
// ownership. Searching and paging through GET /organization/{orgId}/members.
import { useQuery } from "@tanstack/react-query";
import type { Location } from "@verdant/shared/locations";
import type { Member, OrganizationDetails } from "@verdant/shared/organizations";
import { Crown, Pencil, UserMinus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { ListToolbar } from "../../components/ui/list-toolbar.tsx";
import { actionsColumn } from "../../components/ui/row-actions.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { describeLocationRoles, memberTypeLabel, personName } from "./labels.ts";
import { MemberDialog } from "./member-dialog.tsx";
import { membersQuery, useRemoveMember, useTransferOwnership } from "./members.api.ts";
import { organizationMessages } from "./messages.ts";

export type MemberFilters = { page: number; search: string };

export function MembersTable(props: {
  organization: OrganizationDetails;
  locations: readonly Location[];
  filters: MemberFilters;
  onFiltersChange: (next: Partial<MemberFilters>) => void;
}) {
  const { organization, locations, filters, onFiltersChange } = props;
  const { id: myUserId } = useAuth();
  const t = useMessages(organizationMessages);
  const display = (m: Member) => personName(m) || m.email || m.phone || t("members.unnamed");
  const list = useQuery(membersQuery({ orgId: organization.id, ...filters }));
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [editing, setEditing] = useState<Member | null>(null);
  // Removing a member and handing them the ownership ask alike; the last choice stays while the dialog closes.
  const [confirm, setConfirm] = useState<{ member: Member; action: "remove" | "transfer" } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (member: Member, action: "remove" | "transfer") => {
    setConfirm({ member, action });
    setConfirming(true);
  };
  const action = confirm?.action ?? "remove";
  const act = action === "transfer" ? transfer : remove;
  const iOwn = organization.membership.type === "OWNER";
  const names = useMemo(() => new Map(locations.map((l) => [l.id, l.name])), [locations]);

  const columns: Column<Member>[] = [
    {
      id: "person",
      header: t("members.member"),
      cell: (m) => (
        <div className="grid gap-0.5">
          <span className="font-medium">
            {display(m)}
            {m.userId === myUserId && (
              <span className="ml-1.5 text-xs font-normal text-muted-foreground">{t("members.you")}</span>
            )}
          </span>
          <span className="text-xs text-muted-foreground">{m.email ?? m.phone}</span>
        </div>
      ),
    },
    {
      id: "type",
      header: t("members.type"),
      cell: (m) => (
        <Badge tone={m.type === "OWNER" ? "success" : m.type === "ADMIN" ? "info" : "neutral"}>
          {memberTypeLabel(m.type)}
        </Badge>
      ),
    },
    {
      id: "roles",
      header: t("members.roles"),
      cell: (m) => {
        if (m.type !== "MEMBER") return <span className="text-muted-foreground">{t("members.everyLocation")}</span>;
        const lines = describeLocationRoles(m.locationRoles, names);
        return lines.length ? (
          <ul className="grid gap-0.5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">{t("members.noLocation")}</span>
        );
      },
    },
    actionsColumn(
      (m) => t("members.actionsFor", { name: display(m) }),
      (m) => (
        <>
          <DropdownMenuItem onSelect={() => setEditing(m)}>
            <Pencil /> {t("members.edit")}
          </DropdownMenuItem>
          {iOwn && m.type !== "OWNER" && (
            <DropdownMenuItem onSelect={() => ask(m, "transfer")}>
              <Crown /> {t("members.transfer")}
            </DropdownMenuItem>
          )}
          {m.type !== "OWNER" && m.userId !== myUserId && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-destructive" onSelect={() => ask(m, "remove")}>
                <UserMinus /> {t("members.remove")}
              </DropdownMenuItem>
            </>
          )}
        </>
      ),
    ),
  ];

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={filters.search}
        placeholder={t("members.search")}
        onSearch={(search) => onFiltersChange({ search, page: 1 })}
      />
      <ListTable
        columns={columns}
        list={list}
        empty={<ListEmptyState icon={Users} searching={Boolean(filters.search)} say={(word) => t(`members.${word}`)} />}
        onPageChange={(page) => onFiltersChange({ page })}
      />
      <MemberDialog member={editing} locations={locations} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        cancelLabel={t("cancel")}
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`members.${action}Title`, { name: confirm ? display(confirm.member) : t("members.thisMember") })}
        description={t(`members.${action}Description`)}
        confirmLabel={t(`members.${action}Confirm`)}
        destructive
        pending={act.isPending}
        onConfirm={() =>
          confirm &&
          act.mutate(
            { organizationId: organization.id, userId: confirm.member.userId },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </div>
  );
}
