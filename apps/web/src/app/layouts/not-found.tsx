import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { usePageTitle } from "../../hooks/use-page-title.ts";

export function NotFound() {
  usePageTitle("Page not found");
  return (
    <EmptyState
      className="min-h-[60vh]"
      icon={Compass}
      title="Page not found"
      description="The address may be mistyped, or the page has moved."
      action={
        <Button asChild variant="outline">
          <Link to="/">Go to the start</Link>
        </Button>
      }
    />
  );
}
