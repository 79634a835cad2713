import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <LoaderCircle role="status" aria-label={label} className={cn("size-5 animate-spin text-current", className)} />
  );
}

/** A centered spinner for a region that is loading (a page, a card body). */
export function LoadingBlock({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}
