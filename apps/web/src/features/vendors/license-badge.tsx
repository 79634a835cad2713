import type { LicenseStatus } from "@verdant/shared/vendors";
import { Badge } from "../../components/ui/badge.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { vendorScreenMessages } from "./messages.ts";

const tones: Record<LicenseStatus, "success" | "warning" | "danger" | "neutral"> = {
  VALID: "success",
  EXPIRING_SOON: "warning",
  EXPIRED: "danger",
  MISSING: "neutral",
};

export function LicenseBadge({ status }: { status: LicenseStatus }) {
  const t = useMessages(vendorScreenMessages);
  return (
    <Badge tone={tones[status]} data-license-status={status}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {t("license", { status })}
    </Badge>
  );
}
