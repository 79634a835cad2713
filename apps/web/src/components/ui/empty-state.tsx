import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** What a list or page shows when there is nothing yet, with the next step as an action. */
export function EmptyState(props: {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 px-6 py-12 text-center", props.className)}>
      <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden />
      </div>
      <div className="grid max-w-sm gap-1">
        <p className="font-medium">{props.title}</p>
        {props.description && <p className="text-sm text-muted-foreground">{props.description}</p>}
      </div>
      {props.action}
    </div>
  );
}
