// The new store's setup checklist on the dashboard (issue 15): each step ticks itself off from the store's own
// data, and links to the screen that does it. Metrc applies to US stores only.
import { z } from "zod";

export const SETUP_STEPS = [
  "location",
  "jurisdiction",
  "taxes",
  "receipts",
  "registers",
  "products",
  "team",
  "metrc",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklist = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step that applies is done. */
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;
