// The explained cart line (issue 14): how a line reached its total — the base price, each discount applied or
// skipped with the reason, and each tax with its rate, base, amount and whose figure it is (the jurisdiction
// preset's, with its citation, or the store's). The register shows the engine's figures for the cart being rung
// up; the transaction detail shows what a past sale recorded (never priced again).
import type { LineDiscount, LineTax, TaxOrigin, TaxRounding } from "@verdant/shared/pricing/pricing.types";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { type Translate, useMessages } from "../lib/i18n/catalog.ts";
import { formatRate } from "../lib/money.ts";
import { formatQuantity } from "../lib/quantity.ts";
import { type LineExplanationKey, lineExplanationMessages } from "./line-explanation.messages.ts";
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

const TONES: Record<TaxOrigin, "success" | "warning" | "info"> = {
  PRESET: "success",
  OVERRIDDEN: "warning",
  STORE: "info",
};

export function LineExplanation(props: {
  id: string;
  line: ExplainedLine;
  /** How the taxes were rounded, when known (the register's cart); a past sale does not record it. */
  taxRounding?: TaxRounding;
  money: (cents: number) => string;
  /** A sentence under the taxes (what a past sale did not record). */
  footnote?: ReactNode;
}) {
  const t = useMessages(lineExplanationMessages);
  const { line, money } = props;
  const skipped = line.skippedDiscounts ?? [];
  const unitLine = t("unitLine", {
    quantity: formatQuantity(line.quantity, line.unit),
    price: money(line.unitPriceCents),
    unit: line.unit,
  });
  return (
    <section
      id={props.id}
      aria-label={t("section")}
      className="mb-1 grid gap-2 rounded-lg border bg-muted/30 px-3 py-2 text-xs"
    >
      <Row label={unitLine} value={money(line.grossCents)} strong />
      {(line.discounts.length > 0 || skipped.length > 0) && (
        <ul aria-label={t("discounts")} className="grid gap-1">
          {line.discounts.map((d) => (
            <li key={d.discountId}>
              <Row label={d.name} value={`−${money(d.amountCents)}`} tone="text-success" />
            </li>
          ))}
          {skipped.map((s) => (
            <li key={s.discountId} className="flex justify-between gap-3 text-muted-foreground">
              <span className="min-w-0">
                <span className="font-medium text-foreground/80">{s.name}</span>{" "}
                {t("notApplied", { reason: s.message })}
              </span>
              <span className="tabular-nums">{money(0)}</span>
            </li>
          ))}
        </ul>
      )}
      <Row label={t("afterDiscounts")} value={money(line.netCents)} strong />
      {line.taxes.length === 0 ? (
        <p className="text-muted-foreground">{t("noTax")}</p>
      ) : (
        <ul aria-label={t("taxes")} className="grid gap-1.5">
          {line.taxes.map((tax) => (
            <TaxRow key={tax.rateId} tax={tax} money={money} t={t} />
          ))}
        </ul>
      )}
      {props.taxRounding === "SALE" && line.taxes.some((t) => !t.exemptReason) && (
        <p className="text-muted-foreground">{t("saleRounding")}</p>
      )}
      {props.footnote && <p className="text-muted-foreground">{props.footnote}</p>}
      <div className="border-t pt-1.5">
        <Row label={t("lineTotal")} value={money(line.totalCents)} strong />
      </div>
    </section>
  );
}

function TaxRow({
  tax,
  money,
  t,
}: {
  tax: LineTax;
  money: (cents: number) => string;
  t: Translate<LineExplanationKey>;
}) {
  return (
    <li className="grid gap-0.5" data-testid="line-tax">
      <div className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <span className="font-medium">{tax.name}</span>
          <span className="text-muted-foreground">
            {t("rateOf", { rate: formatRate(tax.ratePpm), base: money(tax.baseCents) })}
            {tax.compound ? t("compound") : ""}
          </span>
          {tax.origin && (
            <Badge tone={TONES[tax.origin]} className="py-0">
              {t(`origin.${tax.origin}`)}
            </Badge>
          )}
        </span>
        <span className={cn("tabular-nums", tax.exemptReason && "text-muted-foreground")}>
          {money(tax.exemptReason ? 0 : tax.amountCents)}
        </span>
      </div>
      {tax.exemptReason && <p className="font-medium text-success">{t(`card.${tax.exemptReason}`)}</p>}
      {tax.source && <p className="text-muted-foreground">{t("source", { source: tax.source })}</p>}
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
