// How a lot's status, expiry and stock level read on every inventory screen.
import type { InventoryItem, InventoryStatus } from "@verdant/shared/inventory";
import { Badge } from "../../components/ui/badge.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { inventoryMessages } from "./messages.ts";

const statusTones = { AVAILABLE: "success", QUARANTINE: "warning", ON_HOLD: "info", EXPIRED: "danger" } as const;

export function StatusBadge({ status }: { status: InventoryStatus }) {
  const t = useMessages(inventoryMessages);
  return <Badge tone={statusTones[status]}>{t("status", { status })}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useMessages(inventoryMessages);
  return <Badge tone={active ? "success" : "neutral"}>{t(active ? "active" : "inactive")}</Badge>;
}

/** A lot's expiry day; the API reads a lot past it as EXPIRED and the register never sells it. */
export function ExpiryCell({ lot }: { lot: Pick<InventoryItem, "expiresAt" | "inventoryStatus"> }) {
  const t = useMessages(inventoryMessages);
  if (!lot.expiresAt) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex flex-col items-start gap-1 whitespace-nowrap">
      {formatDate(`${lot.expiresAt}T00:00:00`)}
      {lot.inventoryStatus === "EXPIRED" && <Badge tone="danger">{t("expired")}</Badge>}
    </span>
  );
}
