// Plain sentences for a discount's parts, for the list and the confirm stage, in the reader's language.
import type { Discount } from "@verdant/shared/discounts";
import { formatDate } from "../../lib/format.ts";
import { formatRate } from "../../lib/money.ts";
import type { DiscountWords } from "./messages.ts";

type Money = (cents: number) => string;

export function describeAmount(amount: Discount["amount"], formatMoney: Money, t: DiscountWords): string {
  if (!amount) return t("summary.noAmount");
  if (amount.type === "PERCENT") return t("summary.percentOff", { rate: formatRate(amount.percentPpm) });
  if (amount.type === "FIXED_AMOUNT") return t("summary.amountOff", { amount: formatMoney(amount.amountCents) });
  return t("summary.perUnit", { amount: formatMoney(amount.priceCents) });
}

const SCOPE_WORDS = {
  BRAND: "summary.onBrands",
  CATEGORY: "summary.onCategories",
  PRODUCT: "summary.onProducts",
} as const;

export function describeRules(rules: Discount["rules"], formatMoney: Money, t: DiscountWords): string {
  if (!rules) return t("summary.noRules");
  const parts = [rules.scope ? t(SCOPE_WORDS[rules.scope], { count: rules.ids.length }) : t("summary.onOrder")];
  if (rules.minSubtotalCents) parts.push(t("summary.over", { amount: formatMoney(rules.minSubtotalCents) }));
  if (rules.minQuantity) parts.push(t("summary.fromUnits", { count: rules.minQuantity }));
  if (rules.customerGroupIds.length) parts.push(t("summary.forGroups", { count: rules.customerGroupIds.length }));
  return parts.join(", ");
}

/** A local day (YYYY-MM-DD, or the day of a timestamp) as the reader's locale writes it. */
const day = (value: string) => formatDate(`${value.slice(0, 10)}T12:00:00`);

export function describeSchedule(d: Pick<Discount, "startsAt" | "endsAt" | "availability">, t: DiscountWords): string {
  const parts: string[] = [];
  const days = d.availability?.weekdays ?? [];
  parts.push(
    days.length === 0 || days.length === 7
      ? t("summary.everyDay")
      : days.map((weekday) => t(`weekdays.${weekday}` as `weekdays.${0 | 1 | 2 | 3 | 4 | 5 | 6}`)).join(", "),
  );
  if (d.availability?.startTime) parts.push(`${d.availability.startTime}–${d.availability.endTime}`);
  if (d.startsAt) parts.push(t("summary.from", { date: day(d.startsAt) }));
  if (d.endsAt) parts.push(t("summary.until", { date: day(d.endsAt) }));
  return parts.join(" · ");
}

export const statusTones = { DRAFT: "warning", CONFIRMED: "success", INACTIVE: "neutral" } as const;
