import { createFileRoute, Link } from "@tanstack/react-router";
import { Unlink } from "lucide-react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { Button } from "../../components/ui/button.tsx";

export const Route = createFileRoute("/_auth/invalid-invite")({ component: InvalidInvite });

function InvalidInvite() {
  return (
    <AuthCard
      title="This invitation is not valid"
      icon={
        <AuthIcon tone="danger">
          <Unlink />
        </AuthIcon>
      }
      description="The link may have expired, been used already, or been withdrawn. Ask the person who invited you for a new one."
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to="/signin">Sign in</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">Create an account</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
