// The staff welcome (issue 15): a newly joined member's first visit, instead of the owner's set-up. Who invited
// them, where they work and what that means in plain words, the first things to do for their role, and for who
// approves refunds at the register the way to their approval PIN (set in their settings, where it always lives). Finishing, skipping or taking a first step dismisses it for
// good (POST .../welcome/seen).
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import type { Permission } from "@verdant/shared/roles";
import { staffWelcome } from "@verdant/shared/staff-welcome";
import {
  ArrowRight,
  Boxes,
  type LucideIcon,
  MapPin,
  Package,
  ScanBarcode,
  ShieldCheck,
  TrendingUp,
  UsersRound,
} from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { api } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth-store.ts";
import { useCan } from "../../lib/membership.ts";
import { dutiesOf } from "./labels.ts";
import { staffWelcomeQuery } from "./welcome-query.ts";

type FirstStep = { permission: Permission; title: string; hint: string; to: string; icon: LucideIcon };

/** The first things to do, most useful first; each shows only to a role that may do it (the same can()). */
const FIRST_STEPS: FirstStep[] = [
  {
    permission: "register.sell",
    title: "Open the register",
    hint: "Count your drawer in and ring up your first sale.",
    to: "/pos",
    icon: ScanBarcode,
  },
  {
    permission: "inventory.write",
    title: "Check the stock",
    hint: "See what is on hand, receive deliveries and correct a count.",
    to: "/inventory",
    icon: Boxes,
  },
  {
    permission: "reports.read",
    title: "See today's sales",
    hint: "The day so far against the same day last week.",
    to: "/reports/end-of-day",
    icon: TrendingUp,
  },
  {
    permission: "org.manage",
    title: "Invite your team",
    hint: "Add the people who work with you, each with their role.",
    to: "/user/organizations/$orgId",
    icon: UsersRound,
  },
  {
    permission: "catalog.read",
    title: "Browse the products",
    hint: "Prices, potency and what each product is.",
    to: "/products",
    icon: Package,
  },
];

/** The first steps the member's role allows at the selected location (the same can() the menus use). */
function useFirstSteps(): FirstStep[] {
  const allowed: Record<Permission, boolean> = {
    "register.sell": useCan("register.sell"),
    "inventory.write": useCan("inventory.write"),
    "reports.read": useCan("reports.read"),
    "org.manage": useCan("org.manage"),
    "catalog.read": useCan("catalog.read"),
  } as Record<Permission, boolean>;
  return FIRST_STEPS.filter((step) => allowed[step.permission]).slice(0, 3);
}

function useDismiss(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => staffWelcome.parse(await api.post(`organization/${orgId}/welcome/seen`)),
    onSuccess: (seen) => queryClient.setQueryData(staffWelcomeQuery(orgId).queryKey, seen),
    meta: { error: "Failed to save that you have seen the welcome" },
  });
}

export function StaffWelcomeScreen({ orgId }: { orgId: string }) {
  const { data: welcome } = useSuspenseQuery(staffWelcomeQuery(orgId));
  const { firstName } = useAuth();
  const navigate = useNavigate();
  const dismiss = useDismiss(orgId);
  const steps = useFirstSteps();
  const go = (to: string) =>
    dismiss.mutate(undefined, { onSuccess: () => navigate({ to: to as "/pos", params: { orgId } }) });
  if (welcome.type === "OWNER") return <Navigate to="/authenticated" replace />;
  const org = welcome.organization.name;
  const admin = welcome.type === "ADMIN";
  const askPin = welcome.approvesAtRegister && !welcome.hasApprovalPin;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={`Welcome to ${org}${firstName ? `, ${firstName}` : ""}`}
        description={
          welcome.invitedBy ? `${welcome.invitedBy} invited you to join the team.` : "You have joined the team."
        }
        actions={
          <Button variant="ghost" loading={dismiss.isPending} onClick={() => go("/authenticated")}>
            Skip
          </Button>
        }
      />
      <Card>
        <CardHeader
          title="Where you work"
          description={
            admin
              ? `You run ${org} with its owner: the team, the locations and the settings, and every location's work.`
              : "What you can do at each location."
          }
        />
        <CardContent>
          {welcome.locations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              You have no location yet. Ask {welcome.invitedBy ?? "the person who invited you"} to give you a role at
              one.
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Your locations">
              {welcome.locations.map((location) => (
                <li key={location.id} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <p className="text-sm">
                    <span className="font-medium">{location.name}</span>
                    <span className="text-muted-foreground">
                      {admin ? ": everything, as an administrator." : `: you ${dutiesOf(location.roles)}.`}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {askPin && (
        <Card className="flex flex-wrap items-center gap-4 border-primary/40 p-5">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/12 text-primary">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <div className="grid min-w-60 flex-1 gap-0.5">
            <p className="font-medium">Set your approval PIN</p>
            <p className="text-sm text-muted-foreground">
              Cashiers will ask you to approve refunds and voids at the register: you enter this PIN there. It is stored
              hashed, and each approval is recorded with your name.
            </p>
          </div>
          <Button loading={dismiss.isPending} onClick={() => go("/user/settings")}>
            Set my PIN
          </Button>
        </Card>
      )}
      {steps.length > 0 && (
        <section className="grid gap-3" aria-labelledby="first-steps">
          <h2 id="first-steps" className="text-base font-semibold">
            Start here
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {steps.map((step, i) => (
              <button
                key={step.to}
                type="button"
                disabled={dismiss.isPending}
                onClick={() => go(step.to)}
                className="group rounded-xl text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Card
                  className={`flex h-full flex-col gap-2 p-4 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40 ${i === 0 ? "border-primary/40" : ""}`}
                >
                  <span className="flex size-9 items-center justify-center rounded-lg bg-primary/12 text-primary">
                    <step.icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex items-center gap-1 font-medium">
                    {step.title}
                    <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="text-sm text-muted-foreground">{step.hint}</span>
                </Card>
              </button>
            ))}
          </div>
        </section>
      )}
      <div className="flex justify-end">
        <Button loading={dismiss.isPending} onClick={() => go("/authenticated")}>
          Go to the dashboard
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        You can find all of this later under{" "}
        <Link to="/user/settings" className="font-medium text-primary hover:underline">
          your settings
        </Link>{" "}
        and the menu.
      </p>
    </div>
  );
}
