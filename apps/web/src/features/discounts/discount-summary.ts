// Plain sentences for a discount's parts, for the list and the confirm stage.
import type { Discount } from "@verdant/shared/discounts";
import { formatRate } from "../../lib/money.ts";

type Money = (cents: number) => string;

const WEEKDAY_NAMES = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

export function describeAmount(amount: Discount["amount"], formatMoney: Money): string {
  if (!amount) return "No amount yet";
  if (amount.type === "PERCENT") return `${formatRate(amount.percentPpm)} off`;
  if (amount.type === "FIXED_AMOUNT") return `${formatMoney(amount.amountCents)} off the order`;
  return `${formatMoney(amount.priceCents)} per unit`;
}

export function describeRules(rules: Discount["rules"], formatMoney: Money): string {
  if (!rules) return "No rules yet";
  const nouns = { BRAND: ["brand", "brands"], CATEGORY: ["category", "categories"], PRODUCT: ["product", "products"] };
  const scope = rules.scope
    ? `${rules.ids.length} ${nouns[rules.scope][rules.ids.length === 1 ? 0 : 1]}`
    : "the whole order";
  const parts = [`On ${scope}`];
  if (rules.minSubtotalCents) parts.push(`over ${formatMoney(rules.minSubtotalCents)}`);
  if (rules.minQuantity) parts.push(`from ${rules.minQuantity} units`);
  if (rules.customerGroupIds.length) parts.push(`for ${rules.customerGroupIds.length} customer group(s)`);
  return parts.join(", ");
}

export function describeSchedule(d: Pick<Discount, "startsAt" | "endsAt" | "availability">): string {
  const parts: string[] = [];
  const days = d.availability?.weekdays ?? [];
  parts.push(days.length === 0 || days.length === 7 ? "Every day" : days.map((day) => WEEKDAY_NAMES[day]).join(", "));
  if (d.availability?.startTime) parts.push(`${d.availability.startTime}–${d.availability.endTime}`);
  if (d.startsAt) parts.push(`from ${d.startsAt.slice(0, 10)}`);
  if (d.endsAt) parts.push(`until ${d.endsAt.slice(0, 10)}`);
  return parts.join(" · ");
}

export const statusLabels: Record<Discount["status"], string> = {
  DRAFT: "Draft",
  CONFIRMED: "Active",
  INACTIVE: "Off",
};
export const statusTones = { DRAFT: "warning", CONFIRMED: "success", INACTIVE: "neutral" } as const;
