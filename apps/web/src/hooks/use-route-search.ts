// A screen's state in the URL (list filters, report periods): the current route's search and one way to change
// it, so a shared page component does not need its route's own `useSearch`/`useNavigate`.
import { useNavigate, useSearch } from "@tanstack/react-router";

/**
 * The current route's validated search, and a setter that merges a change into it. `replace` keeps the browser's
 * history to one entry while a filter is tuned (reports); otherwise each change is a step Back returns to.
 */
export function useRouteSearch<S extends object>(options: { replace?: boolean } = {}) {
  const current = useSearch({ strict: false });
  const search = current as S;
  const navigate = useNavigate();
  const change = (next: Partial<S>) =>
    void navigate({ to: ".", search: (prev: object) => ({ ...prev, ...next }), replace: options.replace } as never);
  return [search, change] as const;
}
