// What an invitation link shows before anything else: which organization, who invited, and (once signed in)
// the button that joins it.
import type { PublicInvite } from "@verdant/shared/organizations";
import { Building2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { inviteMessages } from "./invite-messages.ts";
import { useAcceptInvite } from "./invites.api.ts";

export function InviteSummary({ invite }: { invite: PublicInvite }) {
  const t = useMessages(inviteMessages);
  const to = invite.email ?? invite.phone ?? "";
  const date = formatDate(invite.expiresAt);
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/12 text-primary">
        <Building2 className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="truncate font-medium" data-testid="invite-organization">
          {invite.organizationName}
        </p>
        <p className="text-muted-foreground">
          {invite.inviterName
            ? t("summary.invitedBy", { name: invite.inviterName, to, date })
            : t("summary.for", { to, date })}
        </p>
      </div>
    </div>
  );
}

/** Joins as the signed-in user, then carries on (into the app, or onboarding first for a new account). */
export function AcceptInviteButton(props: { inviteCode: string; organizationName: string; onJoined: () => void }) {
  const accept = useAcceptInvite();
  const t = useMessages(inviteMessages);
  return (
    <Button
      size="lg"
      className="w-full"
      loading={accept.isPending}
      onClick={() => accept.mutate(props.inviteCode, { onSuccess: props.onJoined })}
    >
      {t("join", { organization: props.organizationName })}
    </Button>
  );
}
