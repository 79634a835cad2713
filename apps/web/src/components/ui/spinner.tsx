import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useMessages(commonMessages);
  return (
    <LoaderCircle
      role="status"
      aria-label={label ?? t("ui.loading")}
      className={cn("size-5 animate-spin text-current", className)}
    />
  );
}

/** A centered spinner for a region that is loading (a page, a card body). */
export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}
