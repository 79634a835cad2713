import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, Navigate } from "@tanstack/react-router";
import { MailOpen } from "lucide-react";
import { AuthCard, AuthIcon } from "../../../app/layouts/auth-layout.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { inviteQuery } from "../../../features/auth/api.ts";

export const Route = createFileRoute("/_auth/signup/$inviteCode")({ component: InviteSignUp });

/** An invitation link: a code the server does not know sends the visitor to /invalid-invite (spec §2). */
function InviteSignUp() {
  const { inviteCode } = Route.useParams();
  const invite = useQuery(inviteQuery(inviteCode));
  if (invite.isError) return <Navigate to="/invalid-invite" replace />;
  if (invite.isPending) return <LoadingBlock label="Checking your invitation" />;
  const { organizationName, inviterName } = invite.data;
  return (
    <AuthCard
      title="You're invited"
      icon={
        <AuthIcon>
          <MailOpen />
        </AuthIcon>
      }
      description={
        inviterName
          ? `${inviterName} invited you to join ${organizationName} on Verdant.`
          : `You are invited to join ${organizationName} on Verdant.`
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/signup">Create your account</Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/signin" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
