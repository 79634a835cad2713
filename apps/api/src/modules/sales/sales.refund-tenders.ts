// Where a refund's money goes (decision 0024). ORIGINAL: cards and other tenders get back at most what they paid
// (less earlier refunds), cash takes the rest, rounded as the store rounds cash. CASH: all of it from the drawer,
// allowed only where the location lets card sales be refunded in cash (cardRefundsInCash).
import type { RefundTo } from "@verdant/shared/overrides";
import { cashDue } from "@verdant/shared/pricing/pricing.rounding";
import type { TenderType } from "@verdant/shared/pricing/pricing.types";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, saleRefunds, type sales, saleTenders } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";

export type Tender = { type: TenderType; amountCents: number };
type SaleRow = typeof sales.$inferSelect;

export const CARD_REFUNDS_MESSAGE =
  "This store refunds card payments to the card they were paid with; choose the original tender.";

/** The tenders each allowed choice pays back for this total (ORIGINAL first). */
export async function refundTenderChoices(
  db: Db,
  sale: SaleRow,
  totalCents: number,
): Promise<{ choice: RefundTo; tenders: Tender[] }[]> {
  const paid = await db.select().from(saleTenders).where(eq(saleTenders.saleId, sale.id));
  const earlier = await db
    .select({ tenders: saleRefunds.tenders })
    .from(saleRefunds)
    .where(eq(saleRefunds.saleId, sale.id));
  const [location] = await db
    .select({ rounding: locations.cashRounding, cardRefundsInCash: locations.cardRefundsInCash })
    .from(locations)
    .where(eq(locations.id, sale.locationId));
  const rounding = location?.rounding ?? "NONE";
  const left = (type: TenderType) =>
    paid.filter((t) => t.type === type).reduce((sum, t) => sum + t.amountCents, 0) -
    earlier
      .flatMap((r) => r.tenders)
      .filter((t) => t.type === type)
      .reduce((sum, t) => sum + t.amountCents, 0);
  let remaining = totalCents;
  const original: Tender[] = [];
  for (const type of ["CREDIT", "DEBIT", "OTHER"] as const) {
    const give = Math.min(remaining, Math.max(0, left(type)));
    if (give > 0) original.push({ type, amountCents: give });
    remaining -= give;
  }
  if (remaining > 0) original.push({ type: "CASH", amountCents: cashDue(remaining, rounding) });
  const choices: { choice: RefundTo; tenders: Tender[] }[] = [
    { choice: "ORIGINAL", tenders: original.filter((t) => t.amountCents > 0) },
  ];
  const allCash = original.every((t) => t.type === "CASH");
  if (location?.cardRefundsInCash && !allCash) {
    choices.push({ choice: "CASH", tenders: [{ type: "CASH", amountCents: cashDue(totalCents, rounding) }] });
  }
  return choices;
}

/** The tenders of the chosen way back; 409 when the store does not allow it for this sale. */
export function chosenTenders(choices: { choice: RefundTo; tenders: Tender[] }[], refundTo: RefundTo): Tender[] {
  const found = choices.find((c) => c.choice === refundTo);
  if (found) return found.tenders;
  // A cash-only sale already goes back in cash.
  if (refundTo === "CASH" && choices[0]!.tenders.every((t) => t.type === "CASH")) return choices[0]!.tenders;
  throw new AppError("conflict", say("sale.cardRefunds"));
}
