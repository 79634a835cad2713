import { createFileRoute, Link } from "@tanstack/react-router";
import { KeyRound } from "lucide-react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { Button } from "../../components/ui/button.tsx";

export const Route = createFileRoute("/_auth/invalid-reset-password")({ component: InvalidResetPassword });

function InvalidResetPassword() {
  return (
    <AuthCard
      title="This reset link has expired"
      icon={
        <AuthIcon tone="danger">
          <KeyRound />
        </AuthIcon>
      }
      description="Reset links work once and for one hour. Ask for a new one and use the latest e-mail."
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to="/signin">Back to sign in</Link>
        </Button>
        <Button asChild>
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
