import { createFileRoute, redirect } from "@tanstack/react-router";

// /configure opens on its first section.
export const Route = createFileRoute("/_app/configure/")({
  beforeLoad: () => {
    throw redirect({ to: "/configure/rooms", replace: true });
  },
});
