import type { Discount } from "@verdant/shared/discounts";
import { Pencil } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { AffectedProducts } from "./affected-products.tsx";
import type { Stage } from "./builder-stages.ts";
import { describeAmount, describeRules, describeSchedule, statusTones } from "./discount-summary.ts";
import { discountMessages } from "./messages.ts";

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
  const t = useMessages(discountMessages);
  const rows: { stage: Stage; value: string }[] = [
    {
      stage: "details",
      value: [d.name, d.code && t("summary.code", { code: d.code }), describeSchedule(d, t)]
        .filter(Boolean)
        .join(" · "),
    },
    { stage: "rules", value: describeRules(d.rules, money, t) },
    { stage: "amount", value: describeAmount(d.amount, money, t) },
  ];
  return (
    <div className="grid gap-6">
      <dl className="divide-y rounded-lg border">
        {rows.map((row) => (
          <div key={row.stage} className="flex items-center gap-4 px-4 py-3">
            <dt className="w-20 text-sm font-medium text-muted-foreground">{t(`stage.${row.stage}`)}</dt>
            <dd className="flex-1 text-sm">{row.value}</dd>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t(`confirm.edit.${row.stage}`)}
              onClick={() => props.onEdit(row.stage)}
            >
              <Pencil /> {t("confirm.edit")}
            </Button>
          </div>
        ))}
      </dl>
      <AffectedProducts scope={props.scope} discountId={d.id} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Badge tone={statusTones[d.status]}>{t(`status.${d.status}`)}</Badge>
        {d.status === "DRAFT" ? (
          <Button loading={props.pending} onClick={props.onConfirm}>
            {t("confirm.confirm")}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            {d.status === "INACTIVE" ? t("confirm.inactive") : t("confirm.active")}
          </p>
        )}
      </div>
    </div>
  );
}
