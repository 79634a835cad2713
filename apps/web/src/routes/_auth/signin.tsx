import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { signInInput } from "@verdant/shared/auth";
import { z } from "zod";
import { AuthCard } from "../../app/layouts/auth-layout.tsx";
import { AddressForm } from "../../features/auth/address-form.tsx";
import { useStartSignIn } from "../../features/auth/api.ts";
import { authMessages } from "../../features/auth/messages.ts";
import { PasswordSignInForm } from "../../features/auth/password-sign-in-form.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { takeReturnTo } from "../../lib/return-to.ts";
import { redirectIfSignedIn } from "../../lib/session.ts";

const searchSchema = z.object({
  referredBy: z.string().optional(),
  mode: z.enum(["code", "password"]).optional(),
});

export const Route = createFileRoute("/_auth/signin")({
  validateSearch: searchSchema,
  beforeLoad: redirectIfSignedIn,
  component: SignIn,
});

function SignIn() {
  const { referredBy, mode = "code" } = Route.useSearch();
  const navigate = useNavigate();
  const startSignIn = useStartSignIn();
  const password = mode === "password";
  const t = useMessages(authMessages);

  return (
    <AuthCard
      title={t("signIn.title")}
      description={t(password ? "signIn.withPassword" : "signIn.withCode")}
      footer={
        <p>
          {t("signIn.newHere")}{" "}
          <Link to="/signup" search={{ referredBy }} className="font-medium text-primary hover:underline">
            {t("signIn.createAccount")}
          </Link>
        </p>
      }
    >
      {password ? (
        <PasswordSignInForm onSignedIn={() => navigate({ href: takeReturnTo() })} />
      ) : (
        <AddressForm
          schema={signInInput}
          submitLabel={t("signIn.sendCode")}
          pending={startSignIn.isPending}
          onSubmit={(input) => startSignIn.mutate(input, { onSuccess: () => navigate({ to: "/passwordless-signin" }) })}
        />
      )}
      <div className="relative text-center text-xs text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 h-px bg-border" aria-hidden />
        <span className="relative bg-card px-2">{t("signIn.or")}</span>
      </div>
      <Link
        to="/signin"
        search={{ referredBy, mode: password ? undefined : "password" }}
        className="text-center text-sm font-medium text-primary hover:underline"
      >
        {t(password ? "signIn.useCode" : "signIn.usePassword")}
      </Link>
    </AuthCard>
  );
}
