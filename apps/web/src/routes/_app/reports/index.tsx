import { createFileRoute, redirect } from "@tanstack/react-router";

// /reports opens on the end of day.
export const Route = createFileRoute("/_app/reports/")({
  beforeLoad: () => {
    throw redirect({ to: "/reports/end-of-day", replace: true });
  },
});
