// A list's empty table in the reader's words: "nothing matches" while a search or filter is on, else "nothing yet"
// with how to start (and, when given, the way to add the first). The screen passes its catalog's four sentences
// through `say`.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state.tsx";

type EmptyWord = "noMatch" | "noMatchHint" | "empty" | "emptyHint";

export function ListEmptyState(props: {
  icon: LucideIcon;
  searching: boolean;
  say: (word: EmptyWord) => string;
  action?: ReactNode;
}) {
  const { say, searching } = props;
  return (
    <EmptyState
      icon={props.icon}
      title={say(searching ? "noMatch" : "empty")}
      description={say(searching ? "noMatchHint" : "emptyHint")}
      action={searching ? undefined : props.action}
    />
  );
}
