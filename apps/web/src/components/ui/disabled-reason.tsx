// Why an action cannot be taken, said next to it (issue 15: actions that cannot succeed are disabled with the
// reason). The disabled control points at it with aria-describedby, so a screen reader hears the reason too.
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export function DisabledReason({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div id={id} role="note" className={cn("flex items-start gap-2 text-sm text-muted-foreground", className)}>
      <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}
