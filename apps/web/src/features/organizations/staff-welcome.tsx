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
import { useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";
import { useCan } from "../../lib/membership.ts";
import { dutiesOf } from "./labels.ts";
import { organizationMessages } from "./messages.ts";
import { staffWelcomeQuery } from "./welcome-query.ts";

type StepKey = "register" | "stock" | "sales" | "team" | "products";
type FirstStep = { permission: Permission; key: StepKey; to: string; icon: LucideIcon };

/** The first things to do, most useful first; each shows only to a role that may do it (the same can()). */
const FIRST_STEPS: FirstStep[] = [
  {
    permission: "register.sell",
    key: "register",
    to: "/pos",
    icon: ScanBarcode,
  },
  {
    permission: "inventory.write",
    key: "stock",
    to: "/inventory",
    icon: Boxes,
  },
  {
    permission: "reports.read",
    key: "sales",
    to: "/reports/end-of-day",
    icon: TrendingUp,
  },
  {
    permission: "org.manage",
    key: "team",
    to: "/user/organizations/$orgId",
    icon: UsersRound,
  },
  {
    permission: "catalog.read",
    key: "products",
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
  const t = useMessages(organizationMessages);
  return useMutation({
    mutationFn: async () => staffWelcome.parse(await api.post(`organization/${orgId}/welcome/seen`)),
    onSuccess: (seen) => queryClient.setQueryData(staffWelcomeQuery(orgId).queryKey, seen),
    meta: { error: t("welcome.seenFailed") },
  });
}

export function StaffWelcomeScreen({ orgId }: { orgId: string }) {
  const { data: welcome } = useSuspenseQuery(staffWelcomeQuery(orgId));
  const { firstName } = useAuth();
  const navigate = useNavigate();
  const dismiss = useDismiss(orgId);
  const steps = useFirstSteps();
  const t = useMessages(organizationMessages);
  const go = (to: string) =>
    dismiss.mutate(undefined, { onSuccess: () => navigate({ to: to as "/pos", params: { orgId } }) });
  if (welcome.type === "OWNER") return <Navigate to="/authenticated" replace />;
  const org = welcome.organization.name;
  const admin = welcome.type === "ADMIN";
  const askPin = welcome.approvesAtRegister && !welcome.hasApprovalPin;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={
          firstName
            ? t("welcome.titleNamed", { organization: org, name: firstName })
            : t("welcome.title", { organization: org })
        }
        description={welcome.invitedBy ? t("welcome.invitedBy", { name: welcome.invitedBy }) : t("welcome.joined")}
        actions={
          <Button variant="ghost" loading={dismiss.isPending} onClick={() => go("/authenticated")}>
            {t("welcome.skip")}
          </Button>
        }
      />
      <Card>
        <CardHeader
          title={t("welcome.where")}
          description={admin ? t("welcome.admin", { organization: org }) : t("welcome.member")}
        />
        <CardContent>
          {welcome.locations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t("welcome.noLocation", { name: welcome.invitedBy ?? t("welcome.theInviter") })}
            </p>
          ) : (
            <ul className="grid gap-3" aria-label={t("welcome.yourLocations")}>
              {welcome.locations.map((location) => (
                <li key={location.id} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <p className="text-sm">
                    <span className="font-medium">{location.name}</span>
                    <span className="text-muted-foreground">
                      {admin ? t("welcome.everything") : t("welcome.duties", { duties: dutiesOf(location.roles) })}
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
            <p className="font-medium">{t("welcome.pinTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("welcome.pinHint")}</p>
          </div>
          <Button loading={dismiss.isPending} onClick={() => go("/user/settings")}>
            {t("welcome.setPin")}
          </Button>
        </Card>
      )}
      {steps.length > 0 && (
        <section className="grid gap-3" aria-labelledby="first-steps">
          <h2 id="first-steps" className="text-base font-semibold">
            {t("welcome.start")}
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
                    {t(`step.${step.key}`)}
                    <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="text-sm text-muted-foreground">{t(`step.${step.key}Hint`)}</span>
                </Card>
              </button>
            ))}
          </div>
        </section>
      )}
      <div className="flex justify-end">
        <Button loading={dismiss.isPending} onClick={() => go("/authenticated")}>
          {t("welcome.toDashboard")}
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        {rich((values) => t("welcome.later", values), {
          settings: (
            <Link to="/user/settings" className="font-medium text-primary hover:underline">
              {t("welcome.settings")}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
