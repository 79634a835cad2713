import { type DrawerMovementType, drawerMovementTypes } from "@verdant/shared/drawers";
import { useState } from "react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parseMoney } from "../../lib/money.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { useDrawerMovement } from "./dialogs-api.ts";
import { registerMessages } from "./messages.ts";

/** A cash drop to the safe, or a pay-in/out, each with its reason (manager only). */
export function DrawerMovementDialog(props: {
  scope: LocationScope;
  drawerSessionId: string;
  type: DrawerMovementType;
  onClose: () => void;
}) {
  const move = useDrawerMovement(props.scope, props.drawerSessionId);
  const [type, setType] = useState<DrawerMovementType>(props.type);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const t = useMessages(dialogMessages);
  const r = useMessages(registerMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title={r(`movement.${type}`)} description={t("movement.description")} />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = parseMoney(amount);
            const next = {
              amount: !parsed.ok
                ? t("movement.amountError", { error: parsed.error })
                : parsed.value === 0
                  ? t("movement.amountZero")
                  : undefined,
              reason: reason.trim() ? undefined : t("movement.reasonRequired"),
            };
            setErrors(next);
            if (!parsed.ok || next.amount || next.reason) return;
            move.mutate({ type, amountCents: parsed.value, reason: reason.trim() }, { onSuccess: props.onClose });
          }}
        >
          <FormField label={t("movement.type")}>
            <Select
              value={type}
              onValueChange={(v) => setType(v as DrawerMovementType)}
              options={drawerMovementTypes.map((m) => ({ value: m, label: r(`movement.${m}`) }))}
            />
          </FormField>
          <FormField label={t("movement.amount")} error={errors.amount}>
            <Input inputMode="decimal" autoFocus value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label={t("movement.reason")} error={errors.reason}>
            <Input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t("movement.reasonPlaceholder")}
            />
          </FormField>
          <DialogFooter>
            <FormButtons onCancel={props.onClose} pending={move.isPending}>
              {t("movement.record")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
