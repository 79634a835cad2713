// The explained cart line (issue 14): how a line reached its total — the base price, each discount applied or
// skipped with the reason, and each tax with its rate, base, amount and whose figure it is (the jurisdiction
// preset's, with its citation, or the store's). The register shows the engine's figures for the cart being rung
// up; the transaction detail shows what a past sale recorded (never priced again).
import type { LineDiscount, LineTax, TaxOrigin, TaxRounding } from "@verdant/shared/pricing/pricing.types";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { formatRate } from "../lib/money.ts";
import { formatQuantity } from "../lib/quantity.ts";
import { Badge } from "./ui/badge.tsx";

/** The figures a line is explained by: an engine's priced line, or a recorded sale line (quantity in units or mg). */
export interface ExplainedLine {
  unitPriceCents: number;
  quantity: number;
  unit: "EACH" | "GRAM";
  grossCents: number;
  discounts: LineDiscount[];
  netCents: number;
  taxes: LineTax[];
  totalCents: number;
  skippedDiscounts?: { discountId: string; name: string; message: string }[];
}

const ORIGINS: Record<TaxOrigin, { label: string; tone: "success" | "warning" | "info" }> = {
  PRESET: { label: "Preset", tone: "success" },
  OVERRIDDEN: { label: "Store's figure", tone: "warning" },
  STORE: { label: "Store's own", tone: "info" },
};

const CARDS = {
  STATE_ID_CARD: "state/county ID card",
  RECOMMENDATION: "recommendation",
  PROVINCIAL_DOCUMENT: "provincial document",
} as const;

export function LineExplanation(props: {
  id: string;
  line: ExplainedLine;
  /** How the taxes were rounded, when known (the register's cart); a past sale does not record it. */
  taxRounding?: TaxRounding;
  money: (cents: number) => string;
  /** A sentence under the taxes (what a past sale did not record). */
  footnote?: ReactNode;
}) {
  const { line, money } = props;
  const skipped = line.skippedDiscounts ?? [];
  const each = line.unit === "GRAM" ? "per g" : "each";
  return (
    <section
      id={props.id}
      aria-label="How this line is priced"
      className="mb-1 grid gap-2 rounded-lg border bg-muted/30 px-3 py-2 text-xs"
    >
      <Row
        label={`${formatQuantity(line.quantity, line.unit)} × ${money(line.unitPriceCents)} ${each}`}
        value={money(line.grossCents)}
        strong
      />
      {(line.discounts.length > 0 || skipped.length > 0) && (
        <ul aria-label="Discounts" className="grid gap-1">
          {line.discounts.map((d) => (
            <li key={d.discountId}>
              <Row label={d.name} value={`−${money(d.amountCents)}`} tone="text-success" />
            </li>
          ))}
          {skipped.map((s) => (
            <li key={s.discountId} className="flex justify-between gap-3 text-muted-foreground">
              <span className="min-w-0">
                <span className="font-medium text-foreground/80">{s.name}</span> not applied: {s.message}
              </span>
              <span className="tabular-nums">{money(0)}</span>
            </li>
          ))}
        </ul>
      )}
      <Row label="Price after discounts" value={money(line.netCents)} strong />
      {line.taxes.length === 0 ? (
        <p className="text-muted-foreground">No tax applies to this product here.</p>
      ) : (
        <ul aria-label="Taxes" className="grid gap-1.5">
          {line.taxes.map((tax) => (
            <TaxRow key={tax.rateId} tax={tax} money={money} />
          ))}
        </ul>
      )}
      {props.taxRounding === "SALE" && line.taxes.some((t) => !t.exemptReason) && (
        <p className="text-muted-foreground">
          Taxes are rounded once on the sale's total; this line carries its share of the cents.
        </p>
      )}
      {props.footnote && <p className="text-muted-foreground">{props.footnote}</p>}
      <div className="border-t pt-1.5">
        <Row label="Line total" value={money(line.totalCents)} strong />
      </div>
    </section>
  );
}

function TaxRow({ tax, money }: { tax: LineTax; money: (cents: number) => string }) {
  const origin = tax.origin ? ORIGINS[tax.origin] : null;
  return (
    <li className="grid gap-0.5" data-testid="line-tax">
      <div className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <span className="font-medium">{tax.name}</span>
          <span className="text-muted-foreground">
            {formatRate(tax.ratePpm)} of {money(tax.baseCents)}
            {tax.compound ? " (price and the taxes before it)" : ""}
          </span>
          {origin && (
            <Badge tone={origin.tone} className="py-0">
              {origin.label}
            </Badge>
          )}
        </span>
        <span className={cn("tabular-nums", tax.exemptReason && "text-muted-foreground")}>
          {money(tax.exemptReason ? 0 : tax.amountCents)}
        </span>
      </div>
      {tax.exemptReason && (
        <p className="font-medium text-success">Exempt with the customer's {CARDS[tax.exemptReason]}</p>
      )}
      {tax.source && <p className="text-muted-foreground">Source: {tax.source}</p>}
    </li>
  );
}

function Row(props: { label: string; value: string; tone?: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-3", props.tone)}>
      <span className={cn(!props.tone && "text-muted-foreground", props.strong && "font-medium text-foreground")}>
        {props.label}
      </span>
      <span className={cn("tabular-nums", props.strong && "font-medium")}>{props.value}</span>
    </div>
  );
}
