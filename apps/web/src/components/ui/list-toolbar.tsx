// The bar over a list, the same on every list screen (issue 18): the search first, then the list's own filters,
// and at the far end the action that adds one (given only to who may add). AddButton is that action's look.
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button, type ButtonProps } from "./button.tsx";
import { SearchInput } from "./search-input.tsx";

export function ListToolbar(props: {
  /** The committed search (from the URL); its placeholder also names the field. */
  search: string;
  placeholder: string;
  onSearch: (value: string) => void;
  /** Filters after the search: selects, pickers, dates. */
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", props.className)}>
      <SearchInput value={props.search} placeholder={props.placeholder} onSearch={props.onSearch} />
      {props.children}
      {props.action && <div className="ml-auto flex items-center gap-2">{props.action}</div>}
    </div>
  );
}

/** "+ New …": the button that adds one to a list (in its toolbar, or as its empty state's first step). */
export function AddButton({ children, ...props }: Omit<ButtonProps, "asChild">) {
  return (
    <Button {...props}>
      <Plus /> {children}
    </Button>
  );
}
