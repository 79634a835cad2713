import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { Hourglass } from "lucide-react";
import { useEffect } from "react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { SUPPORT_EMAIL } from "../../app/layouts/nav-items.ts";
import { Button } from "../../components/ui/button.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { WaitlistAccessCode } from "../../features/auth/waitlist-access-code.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";
import { meQueryOptions, requireSession, signOut } from "../../lib/session.ts";

// How often the page asks whether the user has been approved.
const APPROVAL_POLL_MS = 10_000;

export const Route = createFileRoute("/_auth/waitlist")({
  beforeLoad: async ({ context }) => {
    const user = await requireSession(context.queryClient);
    if (!user.isOnBoarded) throw redirect({ to: "/onboarding" });
    if (!user.isWaitingApproval) throw redirect({ to: "/authenticated" });
  },
  component: Waitlist,
});

function Waitlist() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useMessages(authMessages);
  const me = useQuery({
    ...meQueryOptions(),
    refetchInterval: APPROVAL_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const approved = me.data && !me.data.isWaitingApproval;

  useEffect(() => {
    if (approved) void navigate({ to: "/authenticated" });
  }, [approved, navigate]);

  return (
    <AuthCard
      title={t("waitlist.title")}
      icon={
        <AuthIcon tone="warning">
          <Hourglass />
        </AuthIcon>
      }
      description={t("waitlist.description")}
    >
      <div className="grid gap-3 rounded-lg bg-muted/60 p-4 text-sm">
        <p>
          {rich((v) => t("waitlist.notify", v), {
            address: <span className="font-medium break-all">{me.data?.email ?? me.data?.phone}</span>,
          })}
        </p>
        <p className="text-muted-foreground">
          {rich((v) => t("waitlist.questions", v), {
            email: (
              <a className="font-medium text-primary hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </div>
      <WaitlistAccessCode onApproved={() => navigate({ to: "/authenticated" })} />
      <Button
        variant="outline"
        className="w-full"
        onClick={async () => {
          await signOut(queryClient);
          await navigate({ to: "/signin" });
        }}
      >
        {t("waitlist.signOut")}
      </Button>
    </AuthCard>
  );
}
