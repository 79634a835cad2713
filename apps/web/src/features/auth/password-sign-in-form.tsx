import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { passwordSignInInput } from "@verdant/shared/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { usePasswordSignIn } from "./api.ts";
import { authMessages } from "./messages.ts";

export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useMessages(authMessages);
  const signIn = usePasswordSignIn();
  const form = useForm({ resolver: zodResolver(passwordSignInInput), defaultValues: { identifier: "", password: "" } });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit((input) => signIn.mutate(input, { onSuccess: onSignedIn }))}
    >
      <FormField label={t("password.identifier")} error={errors.identifier?.message}>
        <Input
          autoComplete="username"
          placeholder={t("address.emailPlaceholder")}
          autoFocus
          {...form.register("identifier")}
        />
      </FormField>
      <FormField
        label={t("password.password")}
        error={errors.password?.message}
        aside={
          <Link to="/forgot-password" className="text-xs font-medium text-primary hover:underline">
            {t("password.forgot")}
          </Link>
        }
      >
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        {t("signIn.submit")}
      </Button>
    </form>
  );
}
