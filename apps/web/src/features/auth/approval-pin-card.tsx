// A manager's approval PIN (decision 0019): entered at the register to approve a cashier's void or refund.

import { zodResolver } from "@hookform/resolvers/zod";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { PIN_PATTERN, pinState } from "@verdant/shared/overrides";
import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { PinInput } from "../../components/ui/input.tsx";
import { api } from "../../lib/api-client.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { settingsMessages } from "./settings-messages.ts";

const pinQuery = queryOptions({
  queryKey: [...queryKeys.auth.all, "me", "pin"] as const,
  queryFn: async ({ signal }) => pinState.parse(await api.get("auth/me/pin", {}, signal)),
});

/** The shared PIN rule, and the same PIN typed twice, with the reader's words. */
const pinForm = (messages: { invalid: string; mismatch: string }) =>
  z
    .object({ pin: z.string().regex(PIN_PATTERN, messages.invalid), confirm: z.string() })
    .refine((values) => values.pin === values.confirm, { path: ["confirm"], message: messages.mismatch });

export function ApprovalPinCard() {
  const t = useMessages(settingsMessages);
  const state = useQuery(pinQuery);
  const schema = useMemo(() => pinForm({ invalid: t("pin.invalid"), mismatch: t("pin.mismatch") }), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { pin: "", confirm: "" } });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: async (pin: string) => pinState.parse(await api.put("auth/me/pin", { pin })),
    meta: { success: t("pin.saved"), error: t("pin.saveFailed"), invalidates: [pinQuery.queryKey] },
  });
  const submit = form.handleSubmit((values) => save.mutate(values.pin, { onSuccess: () => form.reset() }));
  // The label reaches the input itself (FormField gives its one child the id), so the field sits in the render.
  const pinField = (name: "pin" | "confirm", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={errors[name]?.message}>
          <PinInput value={field.value} onDigits={field.onChange} onBlur={field.onBlur} ref={field.ref} />
        </FormField>
      )}
    />
  );
  return (
    <Card className="grid gap-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden /> {t("pin.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("pin.description")}</p>
        </div>
        {state.data && (
          <Badge tone={state.data.hasPin ? "success" : "neutral"}>
            {t(state.data.hasPin ? "pin.isSet" : "pin.none")}
          </Badge>
        )}
      </div>
      <form noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" onSubmit={submit}>
        {pinField("pin", t(state.data?.hasPin ? "pin.new" : "pin.pin"))}
        {pinField("confirm", t("pin.repeat"))}
        <Button type="submit" className="sm:mt-7" loading={save.isPending}>
          {t("pin.save")}
        </Button>
      </form>
    </Card>
  );
}
