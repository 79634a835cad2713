// How a purchase order's status and step read on every purchasing screen.
import type { PurchaseOrderStatus, PurchaseOrderStep } from "@verdant/shared/purchase-orders";
import { Badge } from "../../components/ui/badge.tsx";

export const poStatusLabels: Record<PurchaseOrderStatus, string> = {
  DRAFT: "Draft",
  SUBMITTED: "Submitted",
  PARTIALLY_RECEIVED: "Partially received",
  RECEIVED: "Received",
  CLOSED: "Closed",
  CANCELLED: "Cancelled",
};
const tones = {
  DRAFT: "neutral",
  SUBMITTED: "info",
  PARTIALLY_RECEIVED: "warning",
  RECEIVED: "success",
  CLOSED: "neutral",
  CANCELLED: "danger",
} as const;

export const poStepLabels: Record<PurchaseOrderStep, string> = { DETAILS: "Details", ITEMS: "Items", REVIEW: "Review" };

export function PoStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <Badge tone={tones[status]}>{poStatusLabels[status]}</Badge>;
}
