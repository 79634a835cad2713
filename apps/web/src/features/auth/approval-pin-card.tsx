// A manager's approval PIN (decision 0019): entered at the register to approve a cashier's void or refund.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { PIN_PATTERN, pinState } from "@verdant/shared/overrides";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { PinInput } from "../../components/ui/input.tsx";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/queries/keys.ts";

const pinQuery = queryOptions({
  queryKey: [...queryKeys.auth.all, "me", "pin"] as const,
  queryFn: async ({ signal }) => pinState.parse(await api.get("auth/me/pin", {}, signal)),
});

export function ApprovalPinCard() {
  const state = useQuery(pinQuery);
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ pin?: string; confirm?: string }>({});
  const save = useMutation({
    mutationFn: async () => pinState.parse(await api.put("auth/me/pin", { pin })),
    meta: { success: "Approval PIN saved", error: "Failed to save the PIN", invalidates: [pinQuery.queryKey] },
  });
  const submit = () => {
    const next = {
      pin: PIN_PATTERN.test(pin) ? undefined : "PIN must be 4 to 8 digits",
      confirm: pin === confirm ? undefined : "The two PINs do not match",
    };
    setErrors(next);
    if (next.pin || next.confirm) return;
    save.mutate(undefined, {
      onSuccess: () => {
        setPin("");
        setConfirm("");
      },
    });
  };
  return (
    <Card className="grid gap-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden /> Approval PIN
          </h2>
          <p className="text-sm text-muted-foreground">
            Enter it at the register to approve a cashier's refund or void. It is stored hashed; each approval is
            recorded with your name.
          </p>
        </div>
        {state.data && (
          <Badge tone={state.data.hasPin ? "success" : "neutral"}>{state.data.hasPin ? "PIN set" : "No PIN yet"}</Badge>
        )}
      </div>
      <form
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label={state.data?.hasPin ? "New PIN" : "PIN"} error={errors.pin}>
          <PinInput value={pin} onDigits={setPin} />
        </FormField>
        <FormField label="Repeat the PIN" error={errors.confirm}>
          <PinInput value={confirm} onDigits={setConfirm} />
        </FormField>
        <Button type="submit" className="sm:mt-7" loading={save.isPending}>
          Save PIN
        </Button>
      </form>
    </Card>
  );
}
