import type { LicenseStatus } from "@verdant/shared/vendors";
import { Badge } from "../../components/ui/badge.tsx";

const looks: Record<LicenseStatus, { tone: "success" | "warning" | "danger" | "neutral"; label: string }> = {
  VALID: { tone: "success", label: "Valid" },
  EXPIRING_SOON: { tone: "warning", label: "Expiring soon" },
  EXPIRED: { tone: "danger", label: "Expired" },
  MISSING: { tone: "neutral", label: "Missing" },
};

export const licenseStatusLabel = (status: LicenseStatus) => looks[status].label;

export function LicenseBadge({ status }: { status: LicenseStatus }) {
  const look = looks[status];
  return (
    <Badge tone={look.tone} data-license-status={status}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {look.label}
    </Badge>
  );
}
