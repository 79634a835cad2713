import { createFileRoute, Navigate } from "@tanstack/react-router";
import { Suspense } from "react";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { organizationMessages } from "../../features/organizations/messages.ts";
import { StaffWelcomeScreen } from "../../features/organizations/staff-welcome.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";

// A newly joined member's first visit (the dashboard sends them here once; features/organizations/staff-welcome).
export const Route = createFileRoute("/_app/welcome")({ component: Welcome });

function Welcome() {
  const { selectedOrgId } = useAuth();
  const t = useMessages(organizationMessages);
  if (!selectedOrgId) return <Navigate to="/authenticated" replace />;
  return (
    <Suspense fallback={<LoadingBlock label={t("welcome.loading")} />}>
      <StaffWelcomeScreen key={selectedOrgId} orgId={selectedOrgId} />
    </Suspense>
  );
}
