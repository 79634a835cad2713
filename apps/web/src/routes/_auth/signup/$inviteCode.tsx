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
import { PasswordSignInForm } from "../../../features/auth/password-sign-in-form.tsx";
import { AcceptInviteButton, InviteSummary } from "../../../features/organizations/invite-welcome.tsx";
import { useAcceptInvite } from "../../../features/organizations/invites.api.ts";
import { useAuth } from "../../../lib/auth-store.ts";
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
  // The app's guard sends a new account through onboarding first; the waitlist is already behind them.
  const enterApp = () => navigate({ to: "/authenticated" });
  // A refusal (sent to another address) is toasted; the page then offers to switch accounts.
  const joinAfterSignIn = () =>
    accept.mutate(inviteCode, { onSuccess: enterApp, onError: () => setStep({ kind: "address", flow: "sign-in" }) });

  // Only a lookup that never succeeded means a bad link: once joined, a refetch finds the invitation used.
  const data = invite.data;
  if (!data) {
    if (invite.isError) return <Navigate to="/invalid-invite" search={invalidInviteSearch(invite.error)} replace />;
    return <LoadingBlock label="Checking your invitation" />;
  }
  const icon = (
    <AuthIcon>
      <MailOpen />
    </AuthIcon>
  );

  if (auth.signedIn && step.kind === "address" && !accept.isPending)
    return (
      <AuthCard title="You're invited" icon={icon} description={`Join ${data.organizationName} on Verdant.`}>
        <InviteSummary invite={data} />
        <AcceptInviteButton inviteCode={inviteCode} organizationName={data.organizationName} onJoined={enterApp} />
        <p className="text-center text-sm text-muted-foreground">
          Signed in as {auth.email ?? auth.phone}.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => signOut(queryClient)}>
            Use another account
          </Button>
        </p>
      </AuthCard>
    );

  if (step.kind === "code")
    return (
      <AuthCard
        title="Confirm it's you"
        icon={icon}
        description={
          <>
            We sent a 6-digit code to <span className="font-medium text-foreground">{step.sentTo}</span>.
          </>
        }
      >
        <CodeForm flow={step.flow} authenticationId={step.authenticationId} onVerified={joinAfterSignIn} />
      </AuthCard>
    );

  const { flow } = step;
  const switchTo = (next: typeof flow) => setStep({ kind: "address", flow: next });
  return (
    <AuthCard
      title="You're invited"
      icon={icon}
      description={
        flow === "sign-up"
          ? `Create your account with the address the invitation went to, and join ${data.organizationName}`
          : `Sign in to join ${data.organizationName}.`
      }
      footer={
        <p>
          {flow === "sign-up" ? "Already have an account? " : "New to Verdant? "}
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => switchTo(flow === "sign-up" ? "sign-in" : "sign-up")}
          >
            {flow === "sign-up" ? "Sign in" : "Create an account"}
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
          submitLabel={flow === "sign-up" ? "Continue" : "Send code"}
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
          {flow === "password" ? "Sign in with a code instead" : "Sign in with password"}
        </Button>
      )}
    </AuthCard>
  );
}
