// What a list shows when it has no rows: one sentence when filters hide everything ("No order matches", try
// another search) and another when there is nothing yet (with the way to add the first).
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./ui/empty-state.tsx";

type Words = { title: string; description?: string | undefined };

export function ListEmptyState(props: {
  icon: LucideIcon;
  filtered: boolean;
  noMatch: Words;
  none: Words & { action?: ReactNode };
}) {
  const shown = props.filtered ? props.noMatch : props.none;
  return (
    <EmptyState
      icon={props.icon}
      title={shown.title}
      description={shown.description}
      action={props.filtered ? undefined : props.none.action}
    />
  );
}
