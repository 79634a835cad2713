import { createFileRoute } from "@tanstack/react-router";
import { AuthLayout } from "../app/layouts/auth-layout.tsx";

// The identity screens share a centered-card frame; each screen does its own guarding.
export const Route = createFileRoute("/_auth")({ component: AuthLayout });
