// Which rows of a list are open (expanded): a set of ids, and a toggle that opens or closes one.
import { useCallback, useState } from "react";

export function useOpenSet() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return [open, toggle] as const;
}
