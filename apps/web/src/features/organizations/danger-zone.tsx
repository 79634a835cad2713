// Leaving an organization (anyone but the owner) and deleting it (the owner, typing its name to confirm).
import { useNavigate } from "@tanstack/react-router";
import type { OrganizationDetails } from "@verdant/shared/organizations";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useRemoveMember } from "./members.api.ts";
import { useDeleteOrganization } from "./organizations.api.ts";

function Row(props: { title: string; description: string; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t px-6 py-4 first:border-t-0">
      <div className="grid gap-0.5">
        <p className="font-medium">{props.title}</p>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      {props.action}
    </div>
  );
}

export function LeaveOrganization({ organization }: { organization: OrganizationDetails }) {
  const { id: userId } = useAuth();
  const navigate = useNavigate();
  const leave = useRemoveMember({ leaving: true });
  const [open, setOpen] = useState(false);
  const owner = organization.membership.type === "OWNER";
  return (
    <>
      <Row
        title="Leave this organization"
        description={
          owner
            ? "The owner cannot leave. Transfer ownership to another member first."
            : "You lose access to its locations until someone invites you again."
        }
        action={
          <Button variant="outline" disabled={owner} onClick={() => setOpen(true)}>
            Leave organization
          </Button>
        }
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${organization.name}?`}
        description="You will no longer see its locations, stock or sales."
        confirmLabel="Leave"
        destructive
        pending={leave.isPending}
        onConfirm={() =>
          userId &&
          leave.mutate(
            { organizationId: organization.id, userId },
            { onSuccess: () => navigate({ to: "/user/organizations" }), onSettled: () => setOpen(false) },
          )
        }
      />
    </>
  );
}

function DeleteOrganization({ organization }: { organization: OrganizationDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteOrganization();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === organization.name;
  return (
    <>
      <Row
        title="Delete this organization"
        description="Its locations, members, invitations and every record go with it. This cannot be undone."
        action={
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete organization
          </Button>
        }
      />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
      >
        <DialogContent className="max-w-md">
          <DialogHeader
            title={`Delete ${organization.name}?`}
            description="Everything recorded under it is deleted for good. Type the organization's name to confirm."
          />
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!matches) return;
              remove.mutate(
                { id: organization.id, confirm: typed.trim() },
                { onSuccess: () => navigate({ to: "/user/organizations" }) },
              );
            }}
          >
            <FormField label={`Type ${organization.name} to confirm`}>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoFocus />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches} loading={remove.isPending}>
                Delete for good
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function DangerZone({ organization }: { organization: OrganizationDetails }) {
  const owner = organization.membership.type === "OWNER";
  return (
    <TitledCard
      title="Danger zone"
      description="Actions that cannot be taken back."
      className="border-destructive/40"
      contentClassName="p-0 pt-4"
    >
      <LeaveOrganization organization={organization} />
      {owner && <DeleteOrganization organization={organization} />}
    </TitledCard>
  );
}
