// "Manager approval" beside an offline refusal past the location's limits (decision 0035). The payment dialog loads
// this (with the approval dialog and the PIN check) only when such a refusal is shown, so the register's first load
// carries none of it.
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { dialogMessages } from "../dialog-messages.ts";
import { OfflineApprovalDialog } from "./approval-dialog.tsx";
import { APPROVAL_NEEDED } from "./use-online.ts";

export interface ApprovalAsked {
  registerId: string;
  locationId: string;
  reason: string;
  totalCents: number;
}

/** What the refusal asks a manager to approve, when it is one a manager can lift. */
export function approvalAsked(error: unknown): ApprovalAsked | null {
  if (!(error instanceof ApiError) || error.body.code !== APPROVAL_NEEDED) return null;
  const { registerId, locationId, reason, totalCents } = error.body;
  return {
    registerId: String(registerId),
    locationId: String(locationId),
    reason: String(reason),
    totalCents: Number(totalCents),
  };
}

/** Opens the approval; once a manager's PIN is accepted, `onApproved` completes the sale again. */
export function OfflineApprovalButton(props: {
  error: unknown;
  money: (cents: number) => string;
  onApproved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const t = useMessages(dialogMessages);
  const asked = approvalAsked(props.error);
  if (!asked) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldCheck /> {t("approval.title")}
      </Button>
      {open && (
        <OfflineApprovalDialog
          asked={asked}
          money={props.money}
          onClose={() => setOpen(false)}
          onApproved={() => {
            setOpen(false);
            props.onApproved();
          }}
        />
      )}
    </>
  );
}
