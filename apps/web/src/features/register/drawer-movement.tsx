import { type DrawerMovementType, drawerMovementTypes } from "@verdant/shared/drawers";
import { useState } from "react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parseMoney } from "../../lib/money.ts";
import { useDrawerMovement } from "./api.ts";
import { MOVEMENT_LABELS } from "./format.ts";

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
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title={MOVEMENT_LABELS[type]} description="It shows on the drawer's close-out." />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = parseMoney(amount);
            const next = {
              amount: !parsed.ok ? `Amount ${parsed.error}` : parsed.value === 0 ? "Amount must be above 0" : undefined,
              reason: reason.trim() ? undefined : "Reason is required",
            };
            setErrors(next);
            if (!parsed.ok || next.amount || next.reason) return;
            move.mutate({ type, amountCents: parsed.value, reason: reason.trim() }, { onSuccess: props.onClose });
          }}
        >
          <FormField label="Type">
            <Select
              value={type}
              onValueChange={(v) => setType(v as DrawerMovementType)}
              options={drawerMovementTypes.map((t) => ({ value: t, label: MOVEMENT_LABELS[t] }))}
            />
          </FormField>
          <FormField label="Amount" error={errors.amount}>
            <Input inputMode="decimal" autoFocus value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label="Reason" error={errors.reason}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Safe drop at shift change" />
          </FormField>
          <DialogFooter>
            <FormButtons onCancel={props.onClose} pending={move.isPending}>
              Record
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
