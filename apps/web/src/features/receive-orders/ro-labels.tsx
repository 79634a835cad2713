import type { ReceiveOrderStatus } from "@verdant/shared/receive-orders";
import { Badge } from "../../components/ui/badge.tsx";

export const roStatusLabels: Record<ReceiveOrderStatus, string> = {
  PENDING: "Pending",
  RECEIVED: "Received",
  PROCESSING: "Processing",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};
const tones = {
  PENDING: "neutral",
  RECEIVED: "info",
  PROCESSING: "warning",
  COMPLETED: "success",
  CANCELLED: "danger",
} as const;

export function RoStatusBadge({ status }: { status: ReceiveOrderStatus }) {
  return <Badge tone={tones[status]}>{roStatusLabels[status]}</Badge>;
}
