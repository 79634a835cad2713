import { useQuery } from "@tanstack/react-query";
import type { Discount } from "@verdant/shared/discounts";
import { Check } from "lucide-react";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerGroupsQuery } from "../../lib/queries/customers.ts";
import { AmountStep } from "./amount-step.tsx";
import { discountQuery, useConfirmDiscount, useSaveAmount, useSaveDetails, useSaveRules } from "./api.ts";
import { nextStage, resumeStage, STAGES, type Stage, stageDone, stageOpen } from "./builder-stages.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import { discountMessages } from "./messages.ts";
import { RulesStep } from "./rules-step.tsx";

type Navigate = (to: { id?: string | undefined; stage: Stage }) => void;

/** The staged builder (spec §4): each stage saves on its own (POST the first time, PUT after) and moves on. */
export function DiscountBuilder(props: {
  scope: LocationScope;
  id: string | undefined;
  stage: Stage | undefined;
  onNavigate: Navigate;
  onDone: () => void;
}) {
  const { scope, id } = props;
  const t = useMessages(discountMessages);
  const discount = useQuery({ ...discountQuery(scope, id ?? ""), enabled: Boolean(id) });
  if (id && !discount.data) {
    if (discount.isError) throw discount.error;
    return <LoadingBlock />;
  }
  const d = discount.data;
  const wanted = props.stage ?? resumeStage(d);
  const stage = stageOpen(d, wanted) ? wanted : "details";
  return (
    <div className="grid gap-6">
      <ol className="grid grid-cols-4 gap-2" aria-label={t("stages")}>
        {STAGES.map((s, index) => {
          const open = stageOpen(d, s);
          const done = stageDone(d, s);
          return (
            <li key={s}>
              <button
                type="button"
                disabled={!open}
                aria-current={s === stage ? "step" : undefined}
                onClick={() => props.onNavigate({ id, stage: s })}
                className={cn(
                  "flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 disabled:opacity-50",
                  s === stage
                    ? "border-primary bg-primary/5 text-foreground"
                    : "bg-card text-muted-foreground hover:bg-accent",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                    done && "border-primary bg-primary text-primary-foreground",
                  )}
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                {t(`stage.${s}`)}
              </button>
            </li>
          );
        })}
      </ol>
      <Card>
        <CardContent>
          <StageBody {...props} stage={stage} discount={d} />
        </CardContent>
      </Card>
    </div>
  );
}

type BuilderProps = Parameters<typeof DiscountBuilder>[0];

function StageBody(props: BuilderProps & { stage: Stage; discount: Discount | undefined }) {
  const { scope, discount: d, onNavigate } = props;
  const details = useSaveDetails(scope, d?.id);
  const rules = useSaveRules(scope, d?.id ?? "", Boolean(d?.rules));
  const amount = useSaveAmount(scope, d?.id ?? "", Boolean(d?.amount));
  const confirm = useConfirmDiscount(scope, d?.id ?? "");
  const groups = useQuery(customerGroupsQuery(scope));
  const advance = (id: string, from: Stage) => onNavigate({ id, stage: nextStage(from) });

  if (props.stage === "details" || !d)
    return (
      <DetailsStep
        discount={d}
        pending={details.isPending}
        onSubmit={(input) => details.mutate(input, { onSuccess: (saved) => advance(saved.id, "details") })}
      />
    );
  if (props.stage === "rules")
    return (
      <RulesStep
        scope={scope}
        rules={d.rules}
        groups={groups.data ?? []}
        pending={rules.isPending}
        onBack={() => onNavigate({ id: d.id, stage: "details" })}
        onSubmit={(input) => rules.mutate(input, { onSuccess: () => advance(d.id, "rules") })}
      />
    );
  if (props.stage === "amount")
    return (
      <AmountStep
        amount={d.amount}
        pending={amount.isPending}
        onBack={() => onNavigate({ id: d.id, stage: "rules" })}
        onSubmit={(input) => amount.mutate(input, { onSuccess: () => advance(d.id, "amount") })}
      />
    );
  return (
    <ConfirmStep
      scope={scope}
      discount={d}
      pending={confirm.isPending}
      onEdit={(stage) => onNavigate({ id: d.id, stage })}
      onConfirm={() => confirm.mutate(undefined, { onSuccess: props.onDone })}
    />
  );
}
