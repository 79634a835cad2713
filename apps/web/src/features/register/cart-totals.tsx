import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { ChevronDown, Info, TicketPercent, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatRate } from "../../lib/money.ts";
import { registerMessages } from "./messages.ts";

/**
 * Compact totals under the cart lines: subtotal, discounts and tax on one row (the row opens each discount and
 * each tax by name), the total large, the cash total when cash rounds, and why discounts did not apply. The cart
 * lines get the height, not the tax rows.
 */
export function CartTotals(props: {
  priced: PricedCart;
  money: (cents: number) => string;
  codes: string[];
  onCode: (code: string) => void;
  onRemoveCode: (code: string) => void;
}) {
  const { priced, money } = props;
  const [entering, setEntering] = useState(false);
  const t = useMessages(registerMessages);
  const discountCents = priced.appliedDiscounts.reduce((sum, d) => sum + d.amountCents, 0);
  const taxCents = priced.taxes.reduce((sum, t) => sum + t.amountCents, 0);
  return (
    <div className="grid gap-2">
      <dl aria-label={t("totals.label")} className="grid gap-1 text-sm">
        <details className="group">
          <summary className="grid cursor-pointer list-none grid-cols-3 gap-2 rounded-lg px-2 py-1 hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
            <Stat label={t("totals.subtotal")} value={money(priced.totals.subtotalCents)} />
            <Stat
              label={t("totals.discounts")}
              value={discountCents ? `−${money(discountCents)}` : money(0)}
              tone={discountCents ? "text-success" : undefined}
            />
            <Stat
              label={
                <>
                  {t("totals.tax")}{" "}
                  <ChevronDown className="inline size-3 transition-transform group-open:rotate-180" aria-hidden />
                </>
              }
              value={money(taxCents)}
            />
          </summary>
          <div className="mt-1 grid gap-0.5 rounded-lg bg-muted/40 px-3 py-2 text-xs">
            {priced.appliedDiscounts.map((d) => (
              <Row key={d.discountId} label={d.name} value={`−${money(d.amountCents)}`} tone="text-success" />
            ))}
            {priced.taxes.map((tax) => (
              <Row
                key={`${tax.rateId}-${tax.exemptReason ?? ""}`}
                label={t(tax.exemptReason ? "totals.taxRowExempt" : "totals.taxRow", {
                  name: tax.name,
                  rate: formatRate(tax.ratePpm),
                })}
                value={money(tax.amountCents)}
              />
            ))}
            {priced.taxes.length === 0 && priced.appliedDiscounts.length === 0 && (
              <p className="text-muted-foreground">{t("totals.none")}</p>
            )}
          </div>
        </details>
        <div className="flex items-baseline justify-between px-2">
          <dt className="text-base font-semibold">{t("totals.total")}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="cart-total">
            {money(priced.totals.totalCents)}
          </dd>
        </div>
        {priced.cashDueCents !== priced.totals.totalCents && (
          <div className="px-2">
            <Row label={t("totals.cashTotal")} value={money(priced.cashDueCents)} tone="text-muted-foreground" />
          </div>
        )}
      </dl>
      <div className="-my-1 flex flex-wrap items-center gap-1.5 px-1">
        {props.codes.map((c) => (
          <button
            key={c}
            type="button"
            onClick={() => props.onRemoveCode(c)}
            className="inline-flex h-11 items-center gap-1 rounded-full bg-accent px-4 text-xs font-medium"
            aria-label={t("totals.removeCode", { code: c })}
          >
            {c.toUpperCase()} <X className="size-3" aria-hidden />
          </button>
        ))}
        {priced.skippedDiscounts.length > 0 && <SkippedDiscounts priced={priced} />}
        <div className="flex-1" />
        {entering ? (
          <CodeForm
            onCode={(code) => {
              props.onCode(code);
              setEntering(false);
            }}
            onCancel={() => setEntering(false)}
          />
        ) : (
          <Button variant="ghost" size="touch" className="px-3 text-xs" onClick={() => setEntering(true)}>
            <TicketPercent /> {t("totals.code")}
          </Button>
        )}
      </div>
    </div>
  );
}

function CodeForm(props: { onCode: (code: string) => void; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const t = useMessages(registerMessages);
  return (
    <form
      className="flex min-w-0 flex-1 gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        props.onCode(code);
      }}
    >
      <input
        aria-label={t("totals.code")}
        placeholder={t("totals.code")}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => e.key === "Escape" && props.onCancel()}
        className="h-11 min-w-0 flex-1 rounded-lg border border-input bg-card px-3 text-sm uppercase outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
      />
      <Button type="submit" variant="outline" size="touch" disabled={!code.trim()}>
        {t("totals.apply")}
      </Button>
    </form>
  );
}

function SkippedDiscounts({ priced }: { priced: PricedCart }) {
  const t = useMessages(registerMessages);
  return (
    <details className="relative text-xs">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-2 text-muted-foreground hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
        <Info className="size-3.5" /> {t("totals.skipped", { count: priced.skippedDiscounts.length })}
      </summary>
      <ul className="absolute bottom-12 left-0 z-20 grid w-72 gap-1 rounded-lg border bg-popover p-3 shadow-lg">
        {priced.skippedDiscounts.map((s) => (
          <li key={s.discountId}>
            <span className="font-medium">{s.name}</span>: {s.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** 50000 ppm → "5%", 88750 → "8.875%" (lib/money.ts, from integers). */
export { formatRate };

function Stat(props: { label: ReactNode; value: string; tone?: string }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className={cn("truncate font-medium tabular-nums", props.tone)}>{props.value}</dd>
    </div>
  );
}

function Row(props: { label: string; value: string; tone?: string }) {
  return (
    <div className={cn("flex justify-between gap-3", props.tone)}>
      <dt className={props.tone ? "" : "text-muted-foreground"}>{props.label}</dt>
      <dd className="tabular-nums">{props.value}</dd>
    </div>
  );
}
