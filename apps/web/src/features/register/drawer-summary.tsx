import type { DrawerSessionDetail } from "@verdant/shared/drawers";
import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { moneyIn } from "./format.ts";
import { TENDER_LABELS } from "./tenders.ts";

/** What moved through the drawer: float, sales, voids and refunds by tender, drops and pay-ins/outs. */
export function DrawerSummaryTable({ drawer }: { drawer: DrawerSessionDetail }) {
  const money = moneyIn(drawer.currency);
  const s = drawer.summary;
  const rows: [string, number][] = [
    ["Opening float", drawer.openingFloatCents],
    ...TENDER_TYPES.filter((t) => s.salesByTender[t] !== 0).map(
      (t) => [`${TENDER_LABELS[t]} sales`, s.salesByTender[t]] as [string, number],
    ),
    ...TENDER_TYPES.filter((t) => s.refundsByTender[t] !== 0).map(
      (t) => [`${TENDER_LABELS[t]} refunded`, -s.refundsByTender[t]] as [string, number],
    ),
    ["Pay-ins", s.payInsCents],
    ["Pay-outs", -s.payOutsCents],
    ["Cash drops", -s.dropsCents],
  ];
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-xs text-muted-foreground">
        {s.salesCount} sale{s.salesCount === 1 ? "" : "s"} · {s.voidCount} void{s.voidCount === 1 ? "" : "s"} ·{" "}
        {s.refundCount} refund{s.refundCount === 1 ? "" : "s"}
      </p>
      <dl className="grid gap-1">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{money(cents)}</dd>
          </div>
        ))}
      </dl>
      {TENDER_TYPES.some((t) => s.voidsByTender[t] !== 0) && (
        <p className="text-xs text-muted-foreground">
          Voided sales are left out of the figures above:{" "}
          {TENDER_TYPES.filter((t) => s.voidsByTender[t] !== 0)
            .map((t) => `${TENDER_LABELS[t]} ${money(s.voidsByTender[t])}`)
            .join(", ")}
          .
        </p>
      )}
    </div>
  );
}
