// How a purchase order's status reads on every purchasing screen (its words: `status.*` in the catalog).
import type { PurchaseOrderStatus } from "@verdant/shared/purchase-orders";
import { Badge } from "../../components/ui/badge.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { purchaseOrderMessages } from "./messages.ts";

const tones = {
  DRAFT: "neutral",
  SUBMITTED: "info",
  PARTIALLY_RECEIVED: "warning",
  RECEIVED: "success",
  CLOSED: "neutral",
  CANCELLED: "danger",
} as const;

export function PoStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const t = useMessages(purchaseOrderMessages);
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
