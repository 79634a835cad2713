import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Navigate, useNavigate } from "@tanstack/react-router";
import { signInInput, signUpInput } from "@verdant/shared/auth";
import { MailOpen } from "lucide-react";
import { useState } from "react";
import { AuthCard, AuthIcon } from "../../../app/layouts/auth-layout.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { AddressForm } from "../../../features/auth/address-form.tsx";
import { invalidInviteSearch, inviteQuery, useStartSignIn, useStartSignUp } from "../../../features/auth/api.ts";
import { CodeForm } from "../../../features/auth/code-form.tsx";
import { authMessages } from "../../../features/auth/messages.ts";
import { PasswordSignInForm } from "../../../features/auth/password-sign-in-form.tsx";
import { AcceptInviteButton, InviteSummary } from "../../../features/organizations/invite-welcome.tsx";
import { useAcceptInvite } from "../../../features/organizations/invites.api.ts";
import { useAuth } from "../../../lib/auth-store.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { rich } from "../../../lib/i18n/rich.ts";
import { signOut } from "../../../lib/session.ts";

export const Route = createFileRoute("/_auth/signup/$inviteCode")({ component: InviteSignUp });

type Step =
  | { kind: "address"; flow: "sign-up" | "sign-in" | "password" }
  | { kind: "code"; flow: "sign-up" | "sign-in"; authenticationId: string; sentTo: string };

/**
 * An invitation link (spec §2, §7): shows the organization and who invited, signs the person up or in with
 * the usual identity steps on this same page, then joins them (off the waitlist) and lands in the app at
 * that organization. An unknown, used, expired or withdrawn code goes to /invalid-invite after one request, which
 * says which it is.
 */
function InviteSignUp() {
  const { inviteCode } = Route.useParams();
  const invite = useQuery(inviteQuery(inviteCode));
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "address", flow: "sign-up" });
  const startSignUp = useStartSignUp();
  const startSignIn = useStartSignIn();
  const accept = useAcceptInvite();
  const t = useMessages(authMessages);
  // The app's guard sends a new account through onboarding first; the waitlist is already behind them.
  const enterApp = () => navigate({ to: "/authenticated" });
  // A refusal (sent to another address) is toasted; the page then offers to switch accounts.
  const joinAfterSignIn = () =>
    accept.mutate(inviteCode, { onSuccess: enterApp, onError: () => setStep({ kind: "address", flow: "sign-in" }) });

  // Only a lookup that never succeeded means a bad link: once joined, a refetch finds the invitation used.
  const data = invite.data;
  if (!data) {
    if (invite.isError) return <Navigate to="/invalid-invite" search={invalidInviteSearch(invite.error)} replace />;
    return <LoadingBlock label={t("invite.checking")} />;
  }
  const icon = (
    <AuthIcon>
      <MailOpen />
    </AuthIcon>
  );

  if (auth.signedIn && step.kind === "address" && !accept.isPending)
    return (
      <AuthCard
        title={t("invite.title")}
        icon={icon}
        description={t("invite.join", { organization: data.organizationName })}
      >
        <InviteSummary invite={data} />
        <AcceptInviteButton inviteCode={inviteCode} organizationName={data.organizationName} onJoined={enterApp} />
        <p className="text-center text-sm text-muted-foreground">
          {t("invite.signedInAs", { who: auth.email ?? auth.phone ?? "" })}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => signOut(queryClient)}>
            {t("invite.otherAccount")}
          </Button>
        </p>
      </AuthCard>
    );

  if (step.kind === "code")
    return (
      <AuthCard
        title={t("invite.confirm")}
        icon={icon}
        description={rich((v) => t("code.sentTo", v), {
          to: <span className="font-medium text-foreground">{step.sentTo}</span>,
        })}
      >
        <CodeForm flow={step.flow} authenticationId={step.authenticationId} onVerified={joinAfterSignIn} />
      </AuthCard>
    );

  const { flow } = step;
  const switchTo = (next: typeof flow) => setStep({ kind: "address", flow: next });
  return (
    <AuthCard
      title={t("invite.title")}
      icon={icon}
      description={t(flow === "sign-up" ? "invite.createToJoin" : "invite.signInToJoin", {
        organization: data.organizationName,
      })}
      footer={
        <p>
          {t(flow === "sign-up" ? "signUp.haveAccount" : "signIn.newHere")}{" "}
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => switchTo(flow === "sign-up" ? "sign-in" : "sign-up")}
          >
            {t(flow === "sign-up" ? "signIn.title" : "signIn.createAccount")}
          </Button>
        </p>
      }
    >
      <InviteSummary invite={data} />
      {flow === "password" ? (
        <PasswordSignInForm onSignedIn={joinAfterSignIn} />
      ) : (
        <AddressForm
          key={flow}
          schema={flow === "sign-up" ? signUpInput : signInInput}
          submitLabel={t(flow === "sign-up" ? "signUp.continue" : "signIn.sendCode")}
          pending={startSignUp.isPending || startSignIn.isPending}
          defaultMethod={data.phone && !data.email ? "phone" : "email"}
          onSubmit={(input) =>
            (flow === "sign-up" ? startSignUp : startSignIn).mutate(input, {
              onSuccess: (started) =>
                setStep({ kind: "code", flow, authenticationId: started.authenticationId, sentTo: started.to }),
            })
          }
        />
      )}
      {flow !== "sign-up" && (
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => switchTo(flow === "password" ? "sign-in" : "password")}
        >
          {t(flow === "password" ? "signIn.useCode" : "signIn.usePassword")}
        </Button>
      )}
    </AuthCard>
  );
}
