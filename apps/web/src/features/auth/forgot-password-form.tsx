import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordInput } from "@verdant/shared/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useForgotPassword } from "./api.ts";
import { authMessages } from "./messages.ts";

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useMessages(authMessages);
  const request = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: "" } });
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit((input) => request.mutate(input, { onSuccess: () => onSent(input.email) }))}
    >
      <FormField label={t("address.email")} error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t("address.emailPlaceholder")}
          autoFocus
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        {t("forgot.send")}
      </Button>
    </form>
  );
}
