import { type DragEvent, useState } from "react";

/** The list with the item at `from` moved to `to` (both indexes in the original list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * Drag-to-reorder for rows of a list with the browser's own drag and drop (no dependency). Rows spread
 * `rowProps(index)`; the list calls `onMove(from, to)` on drop. Screens pair it with move up/down buttons so
 * that a keyboard can do the same.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const rowProps = (index: number) =>
    enabled
      ? {
          draggable: true,
          "data-dragging": dragging === index || undefined,
          "data-drop-target": over === index && dragging !== index ? true : undefined,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(index));
            setDragging(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            if (over !== index) setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragging ?? Number(event.dataTransfer.getData("text/plain"));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from) && from !== index) onMove(from, index);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        }
      : {};

  return { rowProps };
}
