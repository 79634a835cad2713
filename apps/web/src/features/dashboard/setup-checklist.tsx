// A new store's setup checklist (issue 15), above the day's figures until every step is done: each step ticks
// itself off from the store's data (GET …/setup-checklist) and links to the screen that does it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type SetupStep, setupChecklist } from "@verdant/shared/setup";
import { CircleCheck, CircleDashed, ListChecks } from "lucide-react";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { api } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { dashboardMessages } from "./messages.ts";

export const setupChecklistQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.setupChecklist.detail(scope.locationId),
    queryFn: async ({ signal }) =>
      setupChecklist.parse(await api.get(locationPath(scope, "setup-checklist"), undefined, signal)),
    // Read afresh each time the dashboard opens: the step just done elsewhere shows ticked.
    staleTime: 0,
  });

type Target = { to: string; search?: Record<string, string> };
const orgTab = (org: string, tab: string): Target => ({ to: `/user/organizations/${org}`, search: { tab } });

/** Where each step is done; its words are `setup.<step>` and `setup.<step>Hint` in the catalog. */
const STEPS: Record<SetupStep, (orgId: string) => Target> = {
  location: (org) => orgTab(org, "locations"),
  jurisdiction: () => ({ to: "/configure/taxes/jurisdiction" }),
  taxes: () => ({ to: "/configure/taxes/rates" }),
  receipts: (org) => orgTab(org, "locations"),
  registers: () => ({ to: "/pos" }),
  products: () => ({ to: "/products" }),
  team: (org) => orgTab(org, "members"),
  metrc: () => ({ to: "/configure/metrc" }),
};

/** For those who set the store up (owners and admins); staff see the day's figures only. */
export function SetupChecklist({ scope }: { scope: LocationScope }) {
  const canSetUp = useCan("org.manage");
  const t = useMessages(dashboardMessages);
  const checklist = useQuery({ ...setupChecklistQuery(scope), enabled: canSetUp });
  if (!canSetUp) return null;
  if (!checklist.data || checklist.data.complete) return null;
  const { steps } = checklist.data;
  const done = steps.filter((s) => s.done).length;
  return (
    <Card aria-label={t("setup.title")}>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden /> {t("setup.title")}
          </span>
        }
        description={t("setup.progress", { done, total: steps.length })}
      />
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {steps.map((step) => {
            const Icon = step.done ? CircleCheck : CircleDashed;
            return (
              <li key={step.key} data-testid={`setup-${step.key}`} data-done={step.done}>
                <Link
                  // A resolved path and its search: the routes differ per step.
                  {...(STEPS[step.key](scope.orgId) as { to: "/" })}
                  className={cn(
                    "flex h-full gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/40",
                    step.done && "border-success/30 bg-success/5",
                  )}
                >
                  <Icon
                    className={cn("mt-0.5 size-4 shrink-0", step.done ? "text-success" : "text-muted-foreground")}
                  />
                  <span className="grid gap-0.5">
                    <span className={cn("font-medium", step.done && "text-muted-foreground line-through")}>
                      {t(`setup.${step.key}`)}
                    </span>
                    <span className="text-xs text-muted-foreground">{t(`setup.${step.key}Hint`)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
