import type { ErrorComponentProps } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { messagesFor } from "../../lib/notify-error.ts";

/** A route whose loader or component failed: say so in the spec's words and offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <EmptyState
      icon={TriangleAlert}
      title="This page could not be loaded"
      description={messagesFor(error).join(" ")}
      action={
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
      }
    />
  );
}
