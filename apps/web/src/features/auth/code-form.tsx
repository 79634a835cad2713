import { SIGN_IN_CODE } from "@verdant/shared";
import { verifyCodeInput } from "@verdant/shared/auth";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { type CodeFlow, useResendCode, useVerifyCode } from "./api.ts";
import { authMessages } from "./messages.ts";

const RESEND_AFTER_S = SIGN_IN_CODE.resendAfterMs / 1000;

/** Seconds left before Resend may be used again (the server refuses sooner: domain.md resend spacing). */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

/** The code check of sign-in and sign-up: the 6-digit code, Verify, and "Didn't receive a code?" Resend. */
export function CodeForm(props: { flow: CodeFlow; authenticationId: string; onVerified: () => void }) {
  const t = useMessages(authMessages);
  const verify = useVerifyCode(props.flow);
  const resend = useResendCode();
  const countdown = useCountdown(RESEND_AFTER_S);
  const form = useForm({
    resolver: schemaResolver(verifyCodeInput, (values: { code: string }) => ({
      authenticationId: props.authenticationId,
      code: values.code,
    })),
    defaultValues: { code: "" },
  });

  const submit = form.handleSubmit((input) =>
    verify.mutate(input, {
      onSuccess: props.onVerified,
      onError: () => form.setFocus("code"),
    }),
  );

  return (
    <div className="grid gap-5">
      <form className="grid gap-5" noValidate onSubmit={submit}>
        <FormField label={t("code.label")} error={form.formState.errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_IN_CODE.length}
            placeholder="123456"
            autoFocus
            className="h-12 text-center font-mono text-xl tracking-[0.5em] placeholder:tracking-[0.5em]"
            {...form.register("code")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {t("code.verify")}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t("code.notReceived")}{" "}
        <Button
          variant="link"
          className="h-auto p-0"
          disabled={countdown.left > 0}
          loading={resend.isPending}
          onClick={() => resend.mutate(props.authenticationId, { onSuccess: countdown.restart })}
        >
          {countdown.left > 0 ? t("code.resendIn", { seconds: countdown.left }) : t("code.resend")}
        </Button>
      </p>
    </div>
  );
}
