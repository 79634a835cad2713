// The end of day by e-mail to the organization's owner (issue 16), as plain text through the messaging delivery
// (SMTP, or the development outbox). It always goes to the owner on record, never to an address the caller types.
import type { EndOfDay, EndOfDayFigures } from "@verdant/shared/reports";
import { and, eq } from "drizzle-orm";
import { organizationMembers, users } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import type { LocationScope } from "../../plugins/access.ts";

const money = (cents: number, currency: string) =>
  `${cents < 0 ? "-" : ""}${currency === "USD" ? "$" : "CA$"}${(Math.abs(cents) / 100).toFixed(2)}`;

function figuresText(f: EndOfDayFigures, m: (cents: number) => string): string[] {
  const lines = [
    `Sales ${f.salesCount}  ·  receipts #${f.firstReceiptNumber ?? "-"} to #${f.lastReceiptNumber ?? "-"}`,
    `Gross sales  ${m(f.grossSalesCents)}`,
    `Discounts  -${m(f.discountCents)}`,
    `Returns (${f.refundCount})  -${m(f.returnsCents)}`,
    `Net sales  ${m(f.netSalesCents)}`,
  ];
  for (const t of f.taxes) lines.push(`${t.name} ${(t.ratePpm / 10_000).toFixed(2)}%  ${m(t.netCents)}`);
  for (const [type, cents] of Object.entries(f.tenders)) if (cents) lines.push(`${type}  ${m(cents)}`);
  lines.push(`Cash expected  ${m(f.cash.expectedCents)}`);
  if (f.cash.countedCents !== null) lines.push(`Cash counted  ${m(f.cash.countedCents)}`);
  if (f.cash.overShortCents !== null) lines.push(`Over/short  ${m(f.cash.overShortCents)}`);
  lines.push(`Drops  ${m(f.cash.dropsCents)}`);
  for (const v of f.voids)
    lines.push(`Void #${v.receiptNumber} ${m(v.totalCents)} by ${v.voidedBy?.name ?? "-"}: ${v.reason ?? ""}`);
  return lines;
}

export function endOfDayText(report: EndOfDay): string {
  const m = (cents: number) => money(cents, report.currency);
  const lines = [`${report.locationName} · end of day ${report.date}`, ""];
  if (report.openDrawers) lines.push(`${report.openDrawers} drawer(s) still open: figures so far.`, "");
  lines.push("ALL DRAWERS", ...figuresText(report.total, m));
  for (const d of report.drawers)
    lines.push("", `${d.session.registerName} · ${d.session.openedBy.name}`, ...figuresText(d.figures, m));
  return lines.join("\n");
}

export async function sendEndOfDay(ctx: DeliveryContext, scope: LocationScope, report: EndOfDay) {
  const [owner] = await ctx.db
    .select({ email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, scope.organizationId), eq(organizationMembers.type, "OWNER")));
  if (!owner?.email) throw new AppError("conflict", say("report.ownerNoEmail"));
  await deliver(ctx, {
    channel: "email",
    to: owner.email,
    subject: `End of day ${report.date} · ${report.locationName}`,
    body: endOfDayText(report),
  });
  return { to: owner.email };
}
