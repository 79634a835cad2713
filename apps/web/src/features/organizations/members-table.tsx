// Members with their type and roles per location; owners and admins edit, remove and (the owner) hand over
// ownership. Searching and paging through GET /organization/{orgId}/members.
import { useQuery } from "@tanstack/react-query";
import type { Location } from "@verdant/shared/locations";
import type { Member, OrganizationDetails } from "@verdant/shared/organizations";
import { Crown, Pencil, UserMinus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { actionsColumn } from "../../components/ui/row-actions.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { describeLocationRoles, memberTypeLabels, personName } from "./labels.ts";
import { MemberDialog } from "./member-dialog.tsx";
import { membersQuery, useRemoveMember, useTransferOwnership } from "./members.api.ts";

export type MemberFilters = { page: number; search: string };

const display = (m: Member) => personName(m) || m.email || m.phone || "Unnamed member";

export function MembersTable(props: {
  organization: OrganizationDetails;
  locations: readonly Location[];
  filters: MemberFilters;
  onFiltersChange: (next: Partial<MemberFilters>) => void;
}) {
  const { organization, locations, filters, onFiltersChange } = props;
  const { id: myUserId } = useAuth();
  const list = useQuery(membersQuery({ orgId: organization.id, ...filters }));
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [transferTo, setTransferTo] = useState<Member | null>(null);
  const iOwn = organization.membership.type === "OWNER";
  const names = useMemo(() => new Map(locations.map((l) => [l.id, l.name])), [locations]);

  const columns: Column<Member>[] = [
    {
      id: "person",
      header: "Member",
      cell: (m) => (
        <div className="grid gap-0.5">
          <span className="font-medium">
            {display(m)}
            {m.userId === myUserId && <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>}
          </span>
          <span className="text-xs text-muted-foreground">{m.email ?? m.phone}</span>
        </div>
      ),
    },
    {
      id: "type",
      header: "Type",
      cell: (m) => (
        <Badge tone={m.type === "OWNER" ? "success" : m.type === "ADMIN" ? "info" : "neutral"}>
          {memberTypeLabels[m.type]}
        </Badge>
      ),
    },
    {
      id: "roles",
      header: "Location roles",
      cell: (m) => {
        if (m.type !== "MEMBER") return <span className="text-muted-foreground">Every location</span>;
        const lines = describeLocationRoles(m.locationRoles, names);
        return lines.length ? (
          <ul className="grid gap-0.5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">No location yet</span>
        );
      },
    },
    actionsColumn(
      (m) => `Actions for ${display(m)}`,
      (m) => (
        <>
          <DropdownMenuItem onSelect={() => setEditing(m)}>
            <Pencil /> Edit type and roles
          </DropdownMenuItem>
          {iOwn && m.type !== "OWNER" && (
            <DropdownMenuItem onSelect={() => setTransferTo(m)}>
              <Crown /> Transfer ownership
            </DropdownMenuItem>
          )}
          {m.type !== "OWNER" && m.userId !== myUserId && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-destructive" onSelect={() => setRemoving(m)}>
                <UserMinus /> Remove from organization
              </DropdownMenuItem>
            </>
          )}
        </>
      ),
    ),
  ];

  return (
    <div className="grid gap-4">
      <SearchInput
        value={filters.search}
        placeholder="Search name or e-mail"
        onSearch={(search) => onFiltersChange({ search, page: 1 })}
      />
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(m) => m.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={Users}
            title={filters.search ? "No member matches" : "No members yet"}
            description={filters.search ? "Try another name or e-mail." : "Invite your staff from the Invitations tab."}
          />
        }
        footer={pageFooter(list.data?.meta, (page) => onFiltersChange({ page }))}
      />
      <MemberDialog member={editing} locations={locations} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing ? display(removing) : "this member"}?`}
        description="They lose access to the organization and its locations at once."
        confirmLabel="Remove member"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { organizationId: organization.id, userId: removing.userId },
            { onSettled: () => setRemoving(null) },
          )
        }
      />
      <ConfirmDialog
        open={transferTo !== null}
        onOpenChange={(open) => !open && setTransferTo(null)}
        title={`Make ${transferTo ? display(transferTo) : "this member"} the owner?`}
        description="They become the organization's only owner and you become an admin. Only the new owner can give it back."
        confirmLabel="Transfer ownership"
        destructive
        pending={transfer.isPending}
        onConfirm={() =>
          transferTo &&
          transfer.mutate(
            { organizationId: organization.id, userId: transferTo.userId },
            { onSettled: () => setTransferTo(null) },
          )
        }
      />
    </div>
  );
}
