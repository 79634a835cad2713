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
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useRemoveMember } from "./members.api.ts";
import { organizationMessages } from "./messages.ts";
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
  const t = useMessages(organizationMessages);
  return (
    <>
      <Row
        title={t("danger.leaveTitle")}
        description={owner ? t("danger.ownerCannotLeave") : t("danger.leaveHint")}
        action={
          <Button variant="outline" disabled={owner} onClick={() => setOpen(true)}>
            {t("danger.leave")}
          </Button>
        }
      />
      <ConfirmDialog
        cancelLabel={t("cancel")}
        open={open}
        onOpenChange={setOpen}
        title={t("danger.leaveConfirmTitle", { name: organization.name })}
        description={t("danger.leaveConfirmDescription")}
        confirmLabel={t("danger.leaveConfirm")}
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
  const t = useMessages(organizationMessages);
  return (
    <>
      <Row
        title={t("danger.deleteTitle")}
        description={t("danger.deleteHint")}
        action={
          <Button variant="destructive" onClick={() => setOpen(true)}>
            {t("danger.delete")}
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
            title={t("danger.deleteConfirmTitle", { name: organization.name })}
            description={t("danger.deleteConfirmDescription")}
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
            <FormField label={t("danger.typeToConfirm", { name: organization.name })}>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoFocus />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches} loading={remove.isPending}>
                {t("danger.deleteForGood")}
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
  const t = useMessages(organizationMessages);
  return (
    <TitledCard
      title={t("danger.title")}
      description={t("danger.description")}
      className="border-destructive/40"
      contentClassName="p-0 pt-4"
    >
      <LeaveOrganization organization={organization} />
      {owner && <DeleteOrganization organization={organization} />}
    </TitledCard>
  );
}
