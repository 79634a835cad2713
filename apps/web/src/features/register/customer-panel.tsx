import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@verdant/shared/customers";
import type { LimitUsage } from "@verdant/shared/limits/limits.types";
import { formatLimitAmount } from "@verdant/shared/limits/limits.types";
import { CircleAlert, UserPlus, UserRound, X } from "lucide-react";
import { type ReactNode, type RefObject, useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerSearchQuery } from "./api.ts";
import type { CustomerCheck } from "./customer-check.ts";
import { personName } from "./format.ts";
import { registerMessages } from "./messages.ts";
import { useLimitsUnknown, useOnline } from "./offline/use-online.ts";

export type RenderQuickAdd = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (customer: Customer) => void;
}) => ReactNode;

/** Find and attach the customer (required before payment), or quick-add one. */
export function CustomerPicker(props: {
  scope: LocationScope;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (customer: Customer) => void;
  renderQuickAdd: RenderQuickAdd;
}) {
  const [text, setText] = useState("");
  const [adding, setAdding] = useState(false);
  const online = useOnline();
  const t = useMessages(registerMessages);
  const search = useDebouncedValue(text.trim(), 200);
  const found = useQuery({ ...customerSearchQuery(props.scope, search), enabled: search.length >= 2 });
  const list = search.length >= 2 ? (found.data ?? []) : [];
  return (
    <div className="relative grid gap-2">
      <div className="flex gap-2">
        <Tooltip content={t("customer.findTip")}>
          <input
            ref={props.inputRef}
            type="search"
            aria-label={t("customer.find")}
            placeholder={t("customer.placeholder")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && list[0]) {
                e.preventDefault();
                props.onPick(list[0]);
                setText("");
              }
            }}
            className="h-11 min-w-0 flex-1 rounded-lg border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
          />
        </Tooltip>
        <Button
          variant="outline"
          size="touch"
          onClick={() => setAdding(true)}
          disabled={!online}
          title={online ? undefined : t("needs.addCustomer")}
        >
          <UserPlus /> {t("customer.add")}
        </Button>
      </div>
      {list.length > 0 && (
        <ul
          aria-label={t("customer.found")}
          className="absolute top-12 right-0 left-0 z-20 max-h-72 divide-y overflow-y-auto rounded-lg border bg-popover shadow-lg"
        >
          {list.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent"
                onClick={() => {
                  props.onPick(c);
                  setText("");
                }}
              >
                <span className="grid">
                  <span className="font-medium">{personName(c)}</span>
                  <span className="text-xs text-muted-foreground">
                    {c.phone ?? c.email ?? t("customer.born", { date: c.dateOfBirth })}
                  </span>
                </span>
                <Badge tone={c.type === "MEDICAL" ? "info" : "neutral"}>{t(`customer.${c.type}`)}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.length >= 2 && found.isFetched && list.length === 0 && (
        <p className="text-xs text-muted-foreground">{t("customer.noMatch", { search })}</p>
      )}
      {props.renderQuickAdd({ open: adding, onOpenChange: setAdding, onSaved: props.onPick })}
    </div>
  );
}

/** The attached customer: type, age and card checks, and the live limits meter (today + this cart). */
export function CustomerCard(props: {
  customer: Customer;
  check: CustomerCheck;
  limits: LimitUsage | null;
  limitsLoading: boolean;
  onRemove: () => void;
}) {
  const { customer, check } = props;
  const limitsUnknown = useLimitsUnknown(customer.id);
  const t = useMessages(registerMessages);
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-2.5" data-testid="attached-customer">
      <div className="flex items-start gap-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary/12 text-primary">
          <UserRound className="size-4" aria-hidden />
        </span>
        <div className="grid flex-1 gap-1">
          <span className="font-medium leading-none">{personName(customer)}</span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <Badge tone={check.pricingType === "MEDICAL" ? "info" : "neutral"}>
              {t(`customer.${check.pricingType}`)}
            </Badge>
            <Badge tone={check.oldEnough ? "success" : "danger"}>{t("customer.age", { age: check.age })}</Badge>
            {customer.nonResident && <Badge tone="warning">{t("customer.nonResident")}</Badge>}
            {customer.type === "MEDICAL" &&
              (check.cardValid ? (
                <span>{t("customer.cardValid", { date: formatDate(customer.medicalCardExpiry!) })}</span>
              ) : (
                <span className="text-destructive">{t("customer.cardInvalid")}</span>
              ))}
          </span>
        </div>
        <Button variant="ghost" size="touchIcon" aria-label={t("customer.remove")} onClick={props.onRemove}>
          <X />
        </Button>
      </div>
      {check.problems.map((p) => (
        <p key={p} role="alert" className="flex items-center gap-1.5 text-xs font-medium text-destructive">
          <CircleAlert className="size-3.5" /> {p}
        </p>
      ))}
      {limitsUnknown && (
        <p role="alert" className="flex items-center gap-1.5 rounded-md bg-warning/15 p-1.5 text-xs font-medium">
          <CircleAlert className="size-3.5 shrink-0" /> {t("offline.limitsUnknown")}
        </p>
      )}
      <LimitsMeter limits={props.limits} loading={props.limitsLoading} />
    </div>
  );
}

function LimitsMeter({ limits, loading }: { limits: LimitUsage | null; loading: boolean }) {
  const t = useMessages(registerMessages);
  if (loading) return <p className="text-xs text-muted-foreground">{t("limits.loading")}</p>;
  if (!limits || limits.buckets.length === 0)
    return <p className="text-xs text-muted-foreground">{t("limits.none")}</p>;
  return (
    <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2" aria-label={t("limits.label")}>
      {limits.buckets.map((b) => {
        const over = limits.exceeded.some((e) => e.bucketId === b.bucketId);
        const percent = Math.min(100, Math.round((b.usedMg / Math.max(1, b.maxMg)) * 100));
        return (
          <li key={b.bucketId} className="grid gap-1" data-testid="limit-bucket">
            <div className="flex justify-between text-xs">
              <span className={cn("font-medium", over && "text-destructive")}>
                {t(b.period === "DAY" ? "limits.today" : "limits.perSale", { label: b.label })}
              </span>
              <span className={cn("tabular-nums", over ? "text-destructive" : "text-muted-foreground")}>
                {t("limits.usage", {
                  used: formatLimitAmount(b.usedMg, b.unit),
                  max: formatLimitAmount(b.maxMg, b.unit),
                })}
              </span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted">
              <div
                className={cn(
                  "h-full rounded-full",
                  over ? "bg-destructive" : percent > 80 ? "bg-warning" : "bg-primary",
                )}
                style={{ width: `${percent}%` }}
              />
            </div>
            {over && <p className="text-xs font-medium text-destructive">{t("limits.over")}</p>}
          </li>
        );
      })}
    </ul>
  );
}
