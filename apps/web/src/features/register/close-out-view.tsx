// A drawer's close-out as the counter prints it on the receipt printer (issue 15): cash expected, counted and over
// or short, the tenders taken and given back, drops and pay-ins/outs, taxes per rate and the receipts covered. Its
// figures are the end of day report's for this one drawer (reports' own query, not a second one).

import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { receiptTime } from "@verdant/shared/receipts";
import type { EndOfDay } from "@verdant/shared/reports";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { formatRate, moneyIn } from "../../lib/money.ts";
import { dialogMessages } from "./dialog-messages.ts";

export function CloseOutView({ report, className }: { report: EndOfDay; className?: string }) {
  const t = useMessages(dialogMessages);
  const drawer = report.drawers[0];
  if (!drawer) return null;
  const { session, figures: f } = drawer;
  const money = moneyIn(report.currency);
  const when = (iso: string) => receiptTime(iso, report.timeZone, report.currency === "CAD" ? "CA" : "US");
  const over = f.cash.overShortCents;
  return (
    <article
      className={cn("receipt grid gap-3 font-mono text-[12px] leading-snug", className)}
      aria-label={t("closeOut.label")}
    >
      <header className="grid gap-0.5 text-center">
        <h1 className="text-sm font-bold">{report.locationName}</h1>
        <p className="font-bold">{t("closeOut.heading")}</p>
        <p>{session.registerName}</p>
        <p>{t("closeOut.opened", { when: when(session.openedAt), name: session.openedBy.name })}</p>
        {session.closedAt && (
          <p>
            {session.closedBy
              ? t("closeOut.closedBy", { when: when(session.closedAt), name: session.closedBy.name })
              : t("closeOut.closed", { when: when(session.closedAt) })}
          </p>
        )}
        {f.firstReceiptNumber !== null && (
          <p>{t("closeOut.receipts", { first: f.firstReceiptNumber, last: f.lastReceiptNumber ?? "" })}</p>
        )}
      </header>
      <Section title={t("closeOut.cash")}>
        <Row label={t("closeOut.float")} value={money(f.cash.openingFloatCents)} />
        <Row label={t("closeOut.cashSales")} value={money(f.tenders.CASH)} />
        <Row label={t("closeOut.payIns")} value={money(f.cash.payInsCents)} />
        <Row label={t("closeOut.payOuts")} value={money(-f.cash.payOutsCents)} />
        <Row label={t("closeOut.drops")} value={money(-f.cash.dropsCents)} />
        <Row label={t("closeOut.expected")} value={money(f.cash.expectedCents)} strong />
        <Row
          label={t("closeOut.counted")}
          value={f.cash.countedCents === null ? t("closeOut.drawerOpen") : money(f.cash.countedCents)}
        />
        <Row
          label={t(
            over === null
              ? "closeOut.overShort"
              : over < 0
                ? "closeOut.SHORT"
                : over > 0
                  ? "closeOut.OVER"
                  : "closeOut.balanced",
          )}
          value={over === null ? "—" : money(over)}
          strong
          testId="close-out-over-short"
        />
      </Section>
      <Section title={t("closeOut.tenders")}>
        {TENDER_TYPES.filter((tender) => f.salesByTender[tender] || f.refundsByTender[tender]).map((tender) => (
          <Row
            key={tender}
            label={t("closeOut.tender", {
              tender: t(`tender.${tender}`),
              in: money(f.salesByTender[tender]),
              back: money(f.refundsByTender[tender]),
            })}
            value={money(f.tenders[tender])}
          />
        ))}
      </Section>
      <Section title={t("closeOut.sales")}>
        <Row label={t("closeOut.salesCount", { count: f.salesCount })} value={money(f.grossSalesCents)} />
        <Row label={t("closeOut.discounts")} value={money(-f.discountCents)} />
        <Row label={t("closeOut.returns", { count: f.refundCount })} value={money(-f.returnsCents)} />
        <Row label={t("closeOut.net")} value={money(f.netSalesCents)} strong />
        {f.taxes.map((tax) => (
          <Row
            key={tax.rateId}
            label={`${tax.name} ${formatRate(tax.ratePpm)}`}
            value={money(tax.collectedCents - tax.refundedCents)}
          />
        ))}
        <Row label={t("closeOut.tax")} value={money(f.taxCents)} />
        <Row
          label={t("closeOut.voids", { count: f.voidCount })}
          value={money(f.voids.reduce((sum, v) => sum + v.totalCents, 0))}
        />
      </Section>
      {f.drops.length > 0 && (
        <Section title={t("closeOut.dropsTitle")}>
          {f.drops.map((d) => (
            <Row key={d.id} label={`${when(d.createdAt)} ${d.by.name}`} value={money(d.amountCents)} />
          ))}
        </Section>
      )}
      {session.notes && (
        <Section title={t("closeOut.notes")}>
          <p className="whitespace-pre-line">{session.notes}</p>
        </Section>
      )}
      <footer className="grid gap-4 pt-2">
        <p>{t("closeOut.countedBy")}</p>
        <p>{t("closeOut.verifiedBy")}</p>
      </footer>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-0.5">
      <hr className="mb-1 border-dashed border-current" />
      <h2 className="font-bold">{title}</h2>
      <dl className="grid gap-0.5">{children}</dl>
    </section>
  );
}

function Row(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={cn("flex justify-between gap-2", props.strong && "font-bold")}>
      <dt>{props.label}</dt>
      <dd className="tabular-nums" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}
