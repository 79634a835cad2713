// A drawer's close-out as the counter prints it on the receipt printer (issue 15): cash expected, counted and over
// or short, the tenders taken and given back, drops and pay-ins/outs, taxes per rate and the receipts covered. Its
// figures are the end of day report's for this one drawer (reports' own query, not a second one).

import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { receiptTime } from "@verdant/shared/receipts";
import type { EndOfDay } from "@verdant/shared/reports";
import { cn } from "../../lib/cn.ts";
import { formatRate, moneyIn } from "../../lib/money.ts";
import { TENDER_LABELS } from "./tenders.ts";

export function CloseOutView({ report, className }: { report: EndOfDay; className?: string }) {
  const drawer = report.drawers[0];
  if (!drawer) return null;
  const { session, figures: f } = drawer;
  const money = moneyIn(report.currency);
  const when = (iso: string) => receiptTime(iso, report.timeZone, report.currency === "CAD" ? "CA" : "US");
  const over = f.cash.overShortCents;
  return (
    <article className={cn("receipt grid gap-3 font-mono text-[12px] leading-snug", className)} aria-label="Close-out">
      <header className="grid gap-0.5 text-center">
        <h1 className="text-sm font-bold">{report.locationName}</h1>
        <p className="font-bold">DRAWER CLOSE-OUT</p>
        <p>{session.registerName}</p>
        <p>
          Opened {when(session.openedAt)} by {session.openedBy.name}
        </p>
        {session.closedAt && (
          <p>
            Closed {when(session.closedAt)}
            {session.closedBy ? ` by ${session.closedBy.name}` : ""}
          </p>
        )}
        {f.firstReceiptNumber !== null && (
          <p>
            Receipts #{f.firstReceiptNumber}–#{f.lastReceiptNumber}
          </p>
        )}
      </header>
      <Section title="Cash">
        <Row label="Opening float" value={money(f.cash.openingFloatCents)} />
        <Row label="Cash sales less refunds" value={money(f.tenders.CASH)} />
        <Row label="Pay-ins" value={money(f.cash.payInsCents)} />
        <Row label="Pay-outs" value={money(-f.cash.payOutsCents)} />
        <Row label="Drops" value={money(-f.cash.dropsCents)} />
        <Row label="Expected" value={money(f.cash.expectedCents)} strong />
        <Row label="Counted" value={f.cash.countedCents === null ? "Drawer open" : money(f.cash.countedCents)} />
        <Row
          label={over === null ? "Over/short" : over < 0 ? "SHORT" : over > 0 ? "OVER" : "Balanced"}
          value={over === null ? "—" : money(over)}
          strong
          testId="close-out-over-short"
        />
      </Section>
      <Section title="Tenders">
        {TENDER_TYPES.filter((t) => f.salesByTender[t] || f.refundsByTender[t]).map((t) => (
          <Row
            key={t}
            label={`${TENDER_LABELS[t]} (${money(f.salesByTender[t])} in, ${money(f.refundsByTender[t])} back)`}
            value={money(f.tenders[t])}
          />
        ))}
      </Section>
      <Section title="Sales">
        <Row label={`Sales (${f.salesCount})`} value={money(f.grossSalesCents)} />
        <Row label="Discounts" value={money(-f.discountCents)} />
        <Row label={`Returns (${f.refundCount})`} value={money(-f.returnsCents)} />
        <Row label="Net sales" value={money(f.netSalesCents)} strong />
        {f.taxes.map((t) => (
          <Row
            key={t.rateId}
            label={`${t.name} ${formatRate(t.ratePpm)}`}
            value={money(t.collectedCents - t.refundedCents)}
          />
        ))}
        <Row label="Tax" value={money(f.taxCents)} />
        <Row label={`Voids (${f.voidCount})`} value={money(f.voids.reduce((sum, v) => sum + v.totalCents, 0))} />
      </Section>
      {f.drops.length > 0 && (
        <Section title="Drops">
          {f.drops.map((d) => (
            <Row key={d.id} label={`${when(d.createdAt)} ${d.by.name}`} value={money(d.amountCents)} />
          ))}
        </Section>
      )}
      {session.notes && (
        <Section title="Notes">
          <p className="whitespace-pre-line">{session.notes}</p>
        </Section>
      )}
      <footer className="grid gap-4 pt-2">
        <p>Counted by: ______________________</p>
        <p>Verified by: _____________________</p>
      </footer>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-0.5">
      <hr className="mb-1 border-dashed border-current" />
      <h2 className="font-bold">{title.toUpperCase()}</h2>
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
