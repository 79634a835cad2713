// Spec §2: a purchase order item's quantity edit waits 500 ms per item, then goes out as one update; until it
// has settled the screen shows the pending value and a loading flag. Each item has its own timer, so editing
// a second line never delays or drops the first.
import { DEBOUNCE } from "@verdant/shared";
import { useCallback, useEffect, useRef, useState } from "react";

export interface DebouncedItemEdits<T> {
  /** The value typed and not yet settled, or undefined when the item shows the server's value. */
  pendingValue: (itemId: string) => T | undefined;
  /** True from a valid edit until its update has settled. */
  isLoading: (itemId: string) => boolean;
  /** Any item waiting or saving (the wizard waits for it before moving on). */
  anyPending: boolean;
  edit: (itemId: string, value: T) => void;
}

/** An updater that marks one item as loading or not, keeping the same set when nothing changes. */
const toggled = (itemId: string, on: boolean) => (prev: ReadonlySet<string>) => {
  if (prev.has(itemId) === on) return prev;
  const next = new Set(prev);
  if (on) next.add(itemId);
  else next.delete(itemId);
  return next;
};

export function useDebouncedItemEdits<T>(options: {
  save: (itemId: string, value: T) => Promise<unknown>;
  /** An invalid value is kept on screen (with its error) and never sent. */
  isValid?: (value: T, itemId: string) => boolean;
  delay?: number;
}): DebouncedItemEdits<T> {
  const { delay = DEBOUNCE.poItemEdit } = options;
  const [drafts, setDrafts] = useState<ReadonlyMap<string, T>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(new Map<string, T>());
  const saveRef = useRef(options.save);
  saveRef.current = options.save;
  const validRef = useRef(options.isValid);
  validRef.current = options.isValid;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const flush = useCallback(async (itemId: string, value: T) => {
    timers.current.delete(itemId);
    try {
      await saveRef.current(itemId, value);
    } catch {
      // The mutation toasts the failure; the line goes back to the server's value below.
    }
    // A newer edit made while this one was saving keeps its own draft and flag.
    if (latest.current.get(itemId) !== value) return;
    latest.current.delete(itemId);
    setDrafts((prev) => {
      const next = new Map(prev);
      next.delete(itemId);
      return next;
    });
    setLoading(toggled(itemId, false));
  }, []);

  const edit = useCallback(
    (itemId: string, value: T) => {
      latest.current.set(itemId, value);
      setDrafts((prev) => new Map(prev).set(itemId, value));
      clearTimeout(timers.current.get(itemId));
      timers.current.delete(itemId);
      if (validRef.current && !validRef.current(value, itemId)) {
        setLoading(toggled(itemId, false));
        return;
      }
      setLoading(toggled(itemId, true));
      timers.current.set(
        itemId,
        setTimeout(() => void flush(itemId, value), delay),
      );
    },
    [delay, flush],
  );

  return {
    pendingValue: (itemId) => drafts.get(itemId),
    isLoading: (itemId) => loading.has(itemId),
    anyPending: drafts.size > 0,
    edit,
  };
}
