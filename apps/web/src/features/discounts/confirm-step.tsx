import type { Discount } from "@verdant/shared/discounts";
import { Pencil } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { AffectedProducts } from "./affected-products.tsx";
import type { Stage } from "./builder-stages.ts";
import { describeAmount, describeRules, describeSchedule, statusLabels, statusTones } from "./discount-summary.ts";

/** Every stage in one place, each with its edit, the products it reaches, and the confirm. */
export function ConfirmStep(props: {
  scope: LocationScope;
  discount: Discount;
  pending: boolean;
  onEdit: (stage: Stage) => void;
  onConfirm: () => void;
}) {
  const d = props.discount;
  const money = useMoney();
  const rows: { stage: Stage; label: string; value: string }[] = [
    {
      stage: "details",
      label: "Details",
      value: [d.name, d.code && `code ${d.code}`, describeSchedule(d)].filter(Boolean).join(" · "),
    },
    { stage: "rules", label: "Rules", value: describeRules(d.rules, money) },
    { stage: "amount", label: "Amount", value: describeAmount(d.amount, money) },
  ];
  return (
    <div className="grid gap-6">
      <dl className="divide-y rounded-lg border">
        {rows.map((row) => (
          <div key={row.stage} className="flex items-center gap-4 px-4 py-3">
            <dt className="w-20 text-sm font-medium text-muted-foreground">{row.label}</dt>
            <dd className="flex-1 text-sm">{row.value}</dd>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit ${row.label.toLowerCase()}`}
              onClick={() => props.onEdit(row.stage)}
            >
              <Pencil /> Edit
            </Button>
          </div>
        ))}
      </dl>
      <AffectedProducts scope={props.scope} discountId={d.id} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Badge tone={statusTones[d.status]}>{statusLabels[d.status]}</Badge>
        {d.status === "DRAFT" ? (
          <Button loading={props.pending} onClick={props.onConfirm}>
            Confirm discount
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            {d.status === "INACTIVE"
              ? "Turned off: it does not apply until it is turned on from the list."
              : "Confirmed: it applies at the register when its rules hold."}
          </p>
        )}
      </div>
    </div>
  );
}
