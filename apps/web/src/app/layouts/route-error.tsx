import type { ErrorComponentProps } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { messagesFor } from "../../lib/notify-error.ts";

/** A route whose loader or component failed: say so in the spec's words and offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useMessages(commonMessages);
  return (
    <EmptyState
      icon={TriangleAlert}
      title={t("routeError.title")}
      description={messagesFor(error).join(" ")}
      action={
        <Button variant="outline" onClick={reset}>
          {t("routeError.retry")}
        </Button>
      }
    />
  );
}
