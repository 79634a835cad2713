// Purchasing has two lists: what was ordered and what arrived. Both pages show these tabs.
import { ClipboardList, PackageCheck } from "lucide-react";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { purchaseOrderMessages } from "./messages.ts";

export function PurchasingTabs() {
  const t = useMessages(purchaseOrderMessages);
  const tabs = [
    { to: "/purchase-orders", label: t("tabs.purchaseOrders"), icon: ClipboardList },
    { to: "/purchase-orders/receive", label: t("tabs.receiveOrders"), icon: PackageCheck },
  ] as const;
  return <LinkTabs label={t("tabs.label")} tabs={tabs} look="line" />;
}
