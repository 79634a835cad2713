import type { ReceiveOrderStatus } from "@verdant/shared/receive-orders";
import { Badge } from "../../components/ui/badge.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { receiveOrderMessages } from "./messages.ts";

const tones = {
  PENDING: "neutral",
  RECEIVED: "info",
  PROCESSING: "warning",
  COMPLETED: "success",
  CANCELLED: "danger",
} as const;

export function RoStatusBadge({ status }: { status: ReceiveOrderStatus }) {
  const t = useMessages(receiveOrderMessages);
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
