import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { Button } from "./button.tsx";

type Reorder = ReturnType<typeof useDragReorder>;

/** A row's drag handle: drag it (mouse, touch or pen) onto another row, or focus it and press up or down. */
export function ReorderHandle(props: { reorder: Reorder; index: number; name: string }) {
  const t = useMessages(commonMessages);
  return (
    <button
      type="button"
      aria-label={t("ui.reorder", { name: props.name })}
      title={t("ui.reorderHint")}
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
  const t = useMessages(commonMessages);
  const { index, name } = props;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("ui.moveUp", { name })}
        disabled={index === 0 || props.disabled}
        onClick={() => props.onMove(index, index - 1)}
      >
        <ArrowUp />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("ui.moveDown", { name })}
        disabled={index === props.count - 1 || props.disabled}
        onClick={() => props.onMove(index, index + 1)}
      >
        <ArrowDown />
      </Button>
    </>
  );
}
