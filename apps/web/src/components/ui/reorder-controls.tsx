import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { Button } from "./button.tsx";
import { kitMessages } from "./messages.ts";

type Reorder = ReturnType<typeof useDragReorder>;

/** A row's drag handle: drag it (mouse, touch or pen) onto another row, or focus it and press up or down. */
export function ReorderHandle(props: { reorder: Reorder; index: number; name: string }) {
  const t = useMessages(kitMessages);
  return (
    <button
      type="button"
      aria-label={t("reorder", { name: props.name })}
      title={t("reorderHint")}
      disabled={!props.reorder.enabled}
      className="inline-flex size-6 cursor-grab items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 active:cursor-grabbing disabled:cursor-default disabled:opacity-50"
      {...props.reorder.handleProps(props.index)}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}

/** Move up and move down buttons for a row of an ordered list. */
export function MoveButtons(props: {
  index: number;
  count: number;
  name: string;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const t = useMessages(kitMessages);
  const { index, name } = props;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("moveUp", { name })}
        disabled={index === 0 || props.disabled}
        onClick={() => props.onMove(index, index - 1)}
      >
        <ArrowUp />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("moveDown", { name })}
        disabled={index === props.count - 1 || props.disabled}
        onClick={() => props.onMove(index, index + 1)}
      >
        <ArrowDown />
      </Button>
    </>
  );
}
