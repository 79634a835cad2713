// State track-and-trace (Metrc): a location's link, its sync status, reconciliation and incoming manifests
// (docs/decisions/0021 and 0022). The API never sends a user key back: a link says only that one is stored.
import { z } from "zod";
import { uuidSchema } from "./validation.ts";

/**
 * States whose track-and-trace system is Metrc, each served at https://api-<state>.metrc.com (Metrc's published
 * API addresses, e.g. api-ca.metrc.com for California's CCTT-Metrc).
 */
export const METRC_STATES = [
  "AK",
  "CA",
  "CO",
  "DC",
  "LA",
  "MA",
  "MD",
  "ME",
  "MI",
  "MO",
  "MT",
  "NJ",
  "NV",
  "OH",
  "OK",
  "OR",
  "WV",
] as const;

/** The product's reasons for a change of stock that the state hears about as a package adjustment. */
export const stateReportedReasons = ["ADJUSTMENT", "AUDIT", "REFUND_WRITE_OFF", "WASTE"] as const;
export type StateReportedReason = (typeof stateReportedReasons)[number];

/** The mapping a new link starts with: Metrc's reason names (GET /packages/v2/adjust/reasons), editable per link. */
export const DEFAULT_REASON_MAP: Record<StateReportedReason, string> = {
  ADJUSTMENT: "Entry Error",
  AUDIT: "Scale Variance",
  /** Returned goods destroyed, not restocked: the receipt gives them back to the package, this takes them out. */
  REFUND_WRITE_OFF: "Waste (Unusable Product)",
  /** Stock wasted or destroyed (adjust reason WASTE). */
  WASTE: "Waste (Unusable Product)",
};

/** A lot without a state tag at a linked location: the sentence every screen and error shows. */
export const PACKAGE_TAG_REQUIRED =
  "This location reports to Metrc: a lot needs its state package tag before it can be sold, adjusted or moved.";

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const trackTraceLinkInput = z.object({
  state: z.enum(METRC_STATES, { error: `state must be one of ${METRC_STATES.join(", ")}` }),
  licenseNumber: text("licenseNumber", 60),
  /** Required to link; left out when only the license or the reasons change. */
  userKey: text("userKey", 200).optional(),
  reasonMap: z
    .object({
      ADJUSTMENT: text("reasonMap.ADJUSTMENT", 100),
      AUDIT: text("reasonMap.AUDIT", 100),
      /** Left out by older clients: the link keeps its current reason (or the default). */
      REFUND_WRITE_OFF: text("reasonMap.REFUND_WRITE_OFF", 100).optional(),
      WASTE: text("reasonMap.WASTE", 100).optional(),
    })
    .optional(),
});
export type TrackTraceLinkInput = z.input<typeof trackTraceLinkInput>;

export const trackTraceLink = z.object({
  locationId: z.uuid(),
  system: z.literal("METRC"),
  state: z.string(),
  licenseNumber: z.string(),
  hasUserKey: z.boolean(),
  reasonMap: z.record(z.string(), z.string()),
  linkedAt: z.string(),
});
export type TrackTraceLink = z.infer<typeof trackTraceLink>;

export const eventKinds = ["SALE", "SALE_VOID", "SALE_REFUND", "ADJUSTMENT", "REFUND_WRITE_OFF"] as const;
export const eventStatuses = ["PENDING", "DONE", "FAILED"] as const;

export const trackTraceEvent = z.object({
  id: z.number().int(),
  kind: z.enum(eventKinds),
  status: z.enum(eventStatuses),
  saleId: z.uuid().nullable(),
  receiptNumber: z.number().int().nullable(),
  labels: z.array(z.string()),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TrackTraceEvent = z.infer<typeof trackTraceEvent>;

export const syncStatus = z.object({
  linked: z.boolean(),
  queueLength: z.number().int(),
  failedCount: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  failures: z.array(trackTraceEvent),
});
export type SyncStatus = z.infer<typeof syncStatus>;

export const trackTraceOverview = z.object({ link: trackTraceLink.nullable(), status: syncStatus });
export type TrackTraceOverview = z.infer<typeof trackTraceOverview>;

export const connectionResult = z.object({ ok: z.boolean(), message: z.string() });

export const saleSync = z.object({ saleId: z.uuid(), linked: z.boolean(), events: z.array(trackTraceEvent) });
export type SaleSync = z.infer<typeof saleSync>;

export const reconciliationCauses = [
  "UNREPORTED",
  "FAILED_REPORT",
  "NOT_IN_STATE",
  "NOT_HERE",
  "CHANGED_OUTSIDE",
] as const;
export type ReconciliationCause = (typeof reconciliationCauses)[number];

export const reconciliationRow = z.object({
  label: z.string(),
  itemName: z.string().nullable(),
  productName: z.string().nullable(),
  unit: z.string(),
  stateQuantity: z.number().nullable(),
  ourQuantity: z.number().nullable(),
  difference: z.number(),
  cause: z.enum(reconciliationCauses),
  explanation: z.string(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

export const reconciliation = z.object({
  checkedAt: z.string(),
  packagesCompared: z.number().int(),
  differences: z.array(reconciliationRow),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const resolveActions = ["MATCH_STATE", "REPORT_OURS"] as const;
export const resolveInput = z.object({
  label: text("label", 100),
  action: z.enum(resolveActions, { error: `action must be one of ${resolveActions.join(", ")}` }),
});

export const incomingTransfer = z.object({
  transferId: z.number().int(),
  deliveryId: z.number().int(),
  manifestNumber: z.string(),
  shipperName: z.string(),
  shipperLicenseNumber: z.string(),
  packageCount: z.number().int(),
  estimatedArrival: z.string().nullable(),
  receiveOrderId: z.uuid().nullable(),
});
export type IncomingTransfer = z.infer<typeof incomingTransfer>;

export const manifestPackage = z.object({
  label: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  thcPercent: z.number().nullable(),
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
});
export type ManifestPackage = z.infer<typeof manifestPackage>;

export const manifestInput = z.object({
  roomId: uuidSchema("roomId"),
  lines: z
    .array(z.object({ label: text("label", 100), productId: uuidSchema("productId") }), { error: "lines is required" })
    .min(1, "lines must have at least 1 entry")
    .max(500, "lines must have at most 500 entries"),
});

export const trackTraceParams = z.object({ orgId: uuidSchema("orgId"), locationId: uuidSchema("locationId") });
export const eventParams = trackTraceParams.extend({
  eventId: z.coerce.number({ error: "eventId must be a number" }).int().min(1),
});
export const deliveryParams = trackTraceParams.extend({
  deliveryId: z.coerce.number({ error: "deliveryId must be a number" }).int().min(1),
});
export const saleSyncParams = trackTraceParams.extend({ saleId: uuidSchema("saleId") });
export const eventListQuery = z.object({ status: z.enum(eventStatuses).optional() });
