import type { DrawerSessionDetail } from "@verdant/shared/drawers";
import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { moneyIn } from "./format.ts";

/** What moved through the drawer: float, sales, voids and refunds by tender, drops and pay-ins/outs. */
export function DrawerSummaryTable({ drawer }: { drawer: DrawerSessionDetail }) {
  const money = moneyIn(drawer.currency);
  const t = useMessages(dialogMessages);
  const s = drawer.summary;
  const rows: [string, number][] = [
    [t("summary.float"), drawer.openingFloatCents],
    ...TENDER_TYPES.filter((tender) => s.salesByTender[tender] !== 0).map(
      (tender) => [t("summary.sales", { tender }), s.salesByTender[tender]] as [string, number],
    ),
    ...TENDER_TYPES.filter((tender) => s.refundsByTender[tender] !== 0).map(
      (tender) => [t("summary.refunded", { tender }), -s.refundsByTender[tender]] as [string, number],
    ),
    [t("summary.payIns"), s.payInsCents],
    [t("summary.payOuts"), -s.payOutsCents],
    [t("summary.drops"), -s.dropsCents],
  ];
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-xs text-muted-foreground">
        {t("summary.counts", { sales: s.salesCount, voids: s.voidCount, refunds: s.refundCount })}
      </p>
      <dl className="grid gap-1">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{money(cents)}</dd>
          </div>
        ))}
      </dl>
      {TENDER_TYPES.some((tender) => s.voidsByTender[tender] !== 0) && (
        <p className="text-xs text-muted-foreground">
          {t("summary.voids", {
            list: TENDER_TYPES.filter((tender) => s.voidsByTender[tender] !== 0)
              .map((tender) => `${t(`tender.${tender}`)} ${money(s.voidsByTender[tender])}`)
              .join(", "),
          })}
        </p>
      )}
    </div>
  );
}
