import { createFileRoute, redirect } from "@tanstack/react-router";
import { authStore } from "../lib/auth-store.ts";

export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: authStore.signedIn() ? "/authenticated" : "/signin" });
  },
});
