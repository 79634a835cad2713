// The staged builder (spec §4): details → rules → amount → confirm. Which stages a discount has done and which
// a person may open, read from the discount itself, so a reload or a link lands on the right step.
import type { Discount } from "@verdant/shared/discounts";

export const STAGES = ["details", "rules", "amount", "confirm"] as const;
export type Stage = (typeof STAGES)[number];

export function stageDone(discount: Discount | undefined, stage: Stage): boolean {
  if (!discount) return false;
  if (stage === "details") return true;
  if (stage === "rules") return discount.rules !== null;
  if (stage === "amount") return discount.amount !== null;
  return discount.status !== "DRAFT";
}

/** Details first; rules and amount once the draft exists; confirm once both are saved. */
export function stageOpen(discount: Discount | undefined, stage: Stage): boolean {
  if (stage === "details") return true;
  if (!discount) return false;
  if (stage === "confirm") return stageDone(discount, "rules") && stageDone(discount, "amount");
  return true;
}

/** Where a person resumes: the first stage not done yet (confirm for a finished discount, to review it). */
export function resumeStage(discount: Discount | undefined): Stage {
  return STAGES.find((stage) => !stageDone(discount, stage)) ?? "confirm";
}

export function nextStage(stage: Stage): Stage {
  return STAGES[Math.min(STAGES.indexOf(stage) + 1, STAGES.length - 1)]!;
}
