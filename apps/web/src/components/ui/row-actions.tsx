import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { RowSelection } from "../../hooks/use-row-selection.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { Button } from "./button.tsx";
import { Checkbox } from "./checkbox.tsx";
import type { Column } from "./data-table.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu.tsx";
import { kitMessages } from "./messages.ts";

/** The tick-box column of a table with a selection: the header ticks the page, each cell its row. */
export function selectColumn<T>(
  selection: RowSelection<T>,
  labels: { all: string; row: (row: T) => string },
): Column<T> {
  return {
    id: "select",
    className: "w-10",
    header: (
      <Checkbox
        aria-label={labels.all}
        checked={selection.pageState}
        onCheckedChange={(on) => selection.togglePage(on === true)}
      />
    ),
    cell: (row) => (
      <Checkbox
        aria-label={labels.row(row)}
        checked={selection.has(row)}
        onCheckedChange={(on) => selection.toggle(row, on === true)}
      />
    ),
  };
}

/** A row's "⋯" menu of actions, at the end of the row. */
export function RowActions(props: { label: string; children: ReactNode; disabled?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={props.label} disabled={props.disabled}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{props.children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The last column of a table whose rows have a "⋯" menu. */
/** A row menu's delete: in the destructive colour, bin and words alike, also while highlighted. */
export function DeleteMenuItem(props: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenuItem
      className="text-destructive data-highlighted:text-destructive [&_svg]:text-destructive"
      onSelect={props.onSelect}
    >
      <Trash2 /> {props.children}
    </DropdownMenuItem>
  );
}

export function actionsColumn<T>(label: (row: T) => string, items: (row: T) => ReactNode): Column<T> {
  return {
    id: "actions",
    header: <ActionsHeader />,
    className: "w-12 text-right",
    cell: (row) => <RowActions label={label(row)}>{items(row)}</RowActions>,
  };
}

/** The actions column's header, for screen readers. */
function ActionsHeader() {
  const t = useMessages(kitMessages);
  return <span className="sr-only">{t("actions")}</span>;
}

/** A row's own buttons (any `children` first, then edit and delete when given), each named after the row. */
export function RowButtons(props: { name: string; onEdit?: () => void; onDelete?: () => void; children?: ReactNode }) {
  const t = useMessages(kitMessages);
  return (
    <div className="flex justify-end gap-1">
      {props.children}
      {props.onEdit && (
        <Button variant="ghost" size="icon" aria-label={t("edit", { name: props.name })} onClick={props.onEdit}>
          <Pencil />
        </Button>
      )}
      {props.onDelete && (
        <Button variant="ghost" size="icon" aria-label={t("delete", { name: props.name })} onClick={props.onDelete}>
          <Trash2 />
        </Button>
      )}
    </div>
  );
}

/** The last column of a table whose rows have their own buttons (`RowButtons`). */
export function buttonsColumn<T>(cell: (row: T) => ReactNode, className = "w-24 text-right"): Column<T> {
  return { id: "actions", header: <ActionsHeader />, className, cell };
}

/** What can be done to the selected rows, shown while some are selected: "3 selected", the actions, Clear. */
export function BulkBar(props: {
  selection: Pick<RowSelection<unknown>, "count" | "clear">;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useMessages(kitMessages);
  if (props.selection.count === 0) return null;
  return (
    <section
      aria-label={props.label ?? t("bulkActions")}
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-accent/50 px-4 py-2 text-sm animate-fade-in",
        props.className,
      )}
    >
      <span className="font-medium">{t("selected", { count: props.selection.count })}</span>
      <div className="flex-1" />
      {props.children}
      <Button size="sm" variant="ghost" onClick={props.selection.clear}>
        {t("clearSelection")}
      </Button>
    </section>
  );
}
