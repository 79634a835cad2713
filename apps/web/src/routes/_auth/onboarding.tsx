import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import type { StaffWelcome } from "@verdant/shared/staff-welcome";
import { AuthCard } from "../../app/layouts/auth-layout.tsx";
import { useSaveOnboarding } from "../../features/auth/api.ts";
import { onboardingMessages } from "../../features/auth/onboarding-messages.ts";
import { ProfileStep } from "../../features/auth/onboarding-steps.tsx";
import { OnboardingWizard } from "../../features/auth/onboarding-wizard.tsx";
import { staffWelcomeQuery } from "../../features/organizations/welcome-query.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { gateFor, requireSession } from "../../lib/session.ts";

export const Route = createFileRoute("/_auth/onboarding")({
  beforeLoad: async ({ context }) => {
    const user = await requireSession(context.queryClient);
    if (user.isOnBoarded) throw redirect({ to: gateFor(user) ?? "/authenticated" });
    return { user };
  },
  // Someone who joined by invitation (off the waitlist, working in that organization) gets the staff welcome,
  // not the owner's questions; a failed read falls back to the usual onboarding. A loader, split off the entry.
  loader: async ({ context }) => {
    const { user } = context;
    const staff =
      !user.isWaitingApproval && user.selectedOrgId
        ? await context.queryClient.ensureQueryData(staffWelcomeQuery(user.selectedOrgId)).catch(() => null)
        : null;
    return { staff: staff && staff.type !== "OWNER" ? staff : null };
  },
  component: Onboarding,
});

function Onboarding() {
  const { user } = Route.useRouteContext();
  const { staff } = Route.useLoaderData();
  const navigate = useNavigate();
  const t = useMessages(onboardingMessages);
  if (staff) return <StaffOnboarding staff={staff} />;
  return (
    <AuthCard wide title={t("welcome.title")} description={t("welcome.description")}>
      <OnboardingWizard user={user} onDone={() => navigate({ to: "/authenticated" })} />
    </AuthCard>
  );
}

/** One question, the name the team will see, then the staff welcome (routes/_app/welcome.tsx). */
function StaffOnboarding({ staff }: { staff: StaffWelcome }) {
  const { user } = Route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveOnboarding();
  const t = useMessages(onboardingMessages);
  return (
    <AuthCard
      wide
      title={t("staff.title", { organization: staff.organization.name })}
      description={staff.invitedBy ? t("staff.invited", { name: staff.invitedBy }) : t("staff.description")}
    >
      <ProfileStep
        user={save.data ?? user}
        pending={save.isPending}
        onSave={(input) =>
          save.mutate(
            { ...input, complete: true },
            {
              onSuccess: async () => {
                await queryClient.invalidateQueries({ queryKey: staffWelcomeQuery(staff.organization.id).queryKey });
                await navigate({ to: "/welcome" });
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
