import { PASSWORD_MIN_LENGTH } from "@verdant/shared";
import { resetPasswordInput } from "@verdant/shared/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useResetPassword } from "./api.ts";
import { authMessages } from "./messages.ts";

type ResetValues = { password: string; confirmPassword: string };

/** The new-password form a reset link opens; the link's id and token travel with it. */
export function ResetPasswordForm(props: { id: string; token: string; onReset: () => void }) {
  const t = useMessages(authMessages);
  const reset = useResetPassword();
  const form = useForm({
    resolver: schemaResolver(resetPasswordInput, (values: ResetValues) => ({
      id: props.id,
      token: props.token,
      ...values,
    })),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit((input) => reset.mutate(input, { onSuccess: props.onReset }))}
    >
      <FormField
        label={t("reset.new")}
        error={errors.password?.message}
        description={t("reset.atLeast", { count: PASSWORD_MIN_LENGTH })}
      >
        <Input type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
      </FormField>
      <FormField label={t("reset.confirm")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {t("reset.submit")}
      </Button>
    </form>
  );
}
