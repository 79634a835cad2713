import { createFileRoute, Link, useLocation } from "@tanstack/react-router";
import { inviteLinkReasons } from "@verdant/shared/organizations";
import { CircleCheck, Unlink } from "lucide-react";
import { z } from "zod";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth-store.ts";

// What the invitation lookup answered (features/auth/api.ts invalidInviteSearch): why the link does not work. Read
// in the page: a route's validateSearch would sit in the entry chunk every page loads (decision 0028).
const invalidInviteSearch = z.object({
  reason: z.enum(inviteLinkReasons).optional().catch(undefined),
  organization: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute("/_auth/invalid-invite")({ component: InvalidInvite });

const ASK_AGAIN = "Ask the person who invited you to send a new one.";

/** Title and what to do next, per reason; an unknown code reads like any broken link. */
function wordsFor(reason: string | undefined, organization: string | undefined) {
  if (reason === "ACCEPTED")
    return {
      title: "This invitation was already accepted",
      description: `${organization ? `Whoever accepted it is a member of ${organization}. ` : ""}If that was you, sign in to get to work. If it was not, ${ASK_AGAIN.toLowerCase()}`,
    };
  if (reason === "EXPIRED")
    return { title: "This invitation has expired", description: `Invitations last 7 days. ${ASK_AGAIN}` };
  if (reason === "REVOKED")
    return {
      title: "This invitation was withdrawn",
      description: "The person who sent it took it back. Ask them whether you should still join.",
    };
  return {
    title: "This invitation is not valid",
    description: `The link may be incomplete (check it was copied whole), or replaced by a newer one. ${ASK_AGAIN}`,
  };
}

function InvalidInvite() {
  const { reason, organization } = invalidInviteSearch.parse(useLocation().search);
  const { signedIn } = useAuth();
  const accepted = reason === "ACCEPTED";
  const { title, description } = wordsFor(reason, organization);
  return (
    <AuthCard
      title={title}
      icon={
        accepted ? (
          <AuthIcon>
            <CircleCheck />
          </AuthIcon>
        ) : (
          <AuthIcon tone="danger">
            <Unlink />
          </AuthIcon>
        )
      }
      description={description}
    >
      {signedIn ? (
        <Button asChild>
          <Link to="/authenticated">Go to Verdant</Link>
        </Button>
      ) : accepted ? (
        <Button asChild>
          <Link to="/signin">Sign in</Link>
        </Button>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to="/signin">Sign in</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Create an account</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
