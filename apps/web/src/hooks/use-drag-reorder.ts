import { type KeyboardEvent, type PointerEvent, useId, useState } from "react";

/** The list with the item at `from` moved to `to` (both indexes in the original list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * Drag-to-reorder for the rows of a list by mouse, touch, pen and keyboard, on pointer events (no dependency,
 * nothing on the register's first load). Rows spread `rowProps(index)`; each row's handle spreads
 * `handleProps(index)`: pressed and moved over another row, it moves the row there on release; focused, the up
 * and down arrows move it one place. The list calls `onMove(from, to)`.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const list = useId();
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);

  const rowAt = (x: number, y: number) => {
    const row = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-reorder-index]");
    return row?.dataset.reorderList === list ? Number(row.dataset.reorderIndex) : null;
  };

  const rowProps = (index: number) => ({
    "data-reorder-list": list,
    "data-reorder-index": index,
    "data-dragging": (enabled && drag?.from === index) || undefined,
    "data-drop-target": (enabled && drag !== null && drag.over === index && drag.from !== index) || undefined,
  });

  const handleProps = (index: number) =>
    enabled
      ? {
          style: { touchAction: "none" },
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            if (event.button !== 0) return;
            event.preventDefault();
            event.currentTarget.setPointerCapture?.(event.pointerId);
            setDrag({ from: index, over: index });
          },
          onPointerMove: (event: PointerEvent<HTMLElement>) => {
            if (!drag) return;
            const over = rowAt(event.clientX, event.clientY);
            if (over !== null && over !== drag.over) setDrag({ ...drag, over });
          },
          onPointerUp: () => {
            if (drag && drag.over !== drag.from) onMove(drag.from, drag.over);
            setDrag(null);
          },
          onPointerCancel: () => setDrag(null),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            const by = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
            if (by === 0) return;
            event.preventDefault();
            onMove(index, index + by);
          },
        }
      : {};

  return { rowProps, handleProps, enabled };
}
