import { createFileRoute, Navigate } from "@tanstack/react-router";
import { Suspense } from "react";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { StaffWelcomeScreen } from "../../features/organizations/staff-welcome.tsx";
import { useAuth } from "../../lib/auth-store.ts";

// A newly joined member's first visit (the dashboard sends them here once; features/organizations/staff-welcome).
export const Route = createFileRoute("/_app/welcome")({ component: Welcome });

function Welcome() {
  const { selectedOrgId } = useAuth();
  if (!selectedOrgId) return <Navigate to="/authenticated" replace />;
  return (
    <Suspense fallback={<LoadingBlock label="Getting your welcome ready" />}>
      <StaffWelcomeScreen key={selectedOrgId} orgId={selectedOrgId} />
    </Suspense>
  );
}
