import { Check, ChevronDown, Plus } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { buttonClasses } from "./button.tsx";
import { inputClasses } from "./input.tsx";
import { kitMessages } from "./messages.ts";
import { Popover, PopoverContent, PopoverTrigger } from "./popover.tsx";
import { Spinner } from "./spinner.tsx";

export type ComboboxOption = { value: string; label: string; hint?: ReactNode };

type ComboboxProps = {
  options: readonly ComboboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  multiple?: boolean;
  /** Labels for selected values the current options may not hold (another search page). */
  selectedLabels?: Readonly<Record<string, string>>;
  placeholder: string;
  searchPlaceholder?: string;
  /** Server-side search (for long lists); the options are also filtered here as the person types. */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  /** Offer "Create …" for a name that is not in the list; resolves to the new option. */
  onCreate?: (name: string) => Promise<ComboboxOption | undefined>;
  /** "field" looks like an input (forms); "filter" is a compact toolbar button with a count. */
  variant?: "field" | "filter";
  disabled?: boolean;
  className?: string;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
};

/** A searchable single or multiple choice in a popover, keyboard-usable (arrows, Enter, Escape). */
export function Combobox(props: ComboboxProps) {
  const t = useMessages(commonMessages);
  const kit = useMessages(kitMessages);
  const { options, value, multiple, selectedLabels, onCreate, variant = "field" } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const listId = useId();

  const text = query.trim();
  // Filtered here as well when the server searches: until its answer arrives, the last page must not offer
  // (and Enter must not pick) entries that no longer match what was typed.
  const shown = options.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()));
  const canCreate =
    Boolean(onCreate) && text !== "" && !options.some((o) => o.label.toLowerCase() === text.toLowerCase());
  const count = shown.length + (canCreate ? 1 : 0);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? selectedLabels?.[v] ?? "…";

  const changeQuery = (next: string) => {
    setQuery(next);
    setActive(0);
    props.onQueryChange?.(next);
  };
  const toggle = (v: string) => {
    if (!multiple) {
      props.onChange(value.includes(v) ? [] : [v]);
      setOpen(false);
      return;
    }
    props.onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  };
  const create = async () => {
    if (!onCreate) return;
    setCreating(true);
    try {
      const created = await onCreate(text);
      if (created) {
        toggle(created.value);
        changeQuery("");
      }
    } finally {
      setCreating(false);
    }
  };
  const choose = (index: number) => {
    const option = shown[index];
    if (option) toggle(option.value);
    else if (canCreate && !creating) void create();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (count === 0 ? 0 : (i + step + count) % count));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(active);
    }
  };

  const summary = value.map(labelOf).join(", ");
  const trigger =
    variant === "filter" ? (
      <button
        type="button"
        disabled={props.disabled}
        aria-label={props["aria-label"]}
        className={cn(buttonClasses("outline", "sm"), value.length > 0 && "border-primary/50", props.className)}
      >
        {props.placeholder}
        {value.length > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-[11px] leading-4 text-primary-foreground">
            {value.length}
          </span>
        )}
        <ChevronDown className="opacity-60" />
      </button>
    ) : (
      <button
        type="button"
        id={props.id}
        disabled={props.disabled}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
        aria-label={props["aria-label"]}
        aria-haspopup="listbox"
        className={cn(inputClasses, "items-center justify-between gap-2 text-left", props.className)}
      >
        <span className={cn("truncate", !summary && "text-muted-foreground/80")}>{summary || props.placeholder}</span>
        <ChevronDown className="size-4 shrink-0 opacity-60" />
      </button>
    );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) changeQuery("");
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-60 p-0">
        <div className="flex items-center gap-2 border-b px-3">
          <input
            autoFocus
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={props.searchPlaceholder ?? t("ui.search")}
            aria-label={props.searchPlaceholder ?? t("ui.searchLabel")}
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={count > 0 ? `${listId}-${active}` : undefined}
            className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          />
          {props.loading && <Spinner className="size-4 text-muted-foreground" />}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-multiselectable={multiple || undefined}
          className="max-h-64 overflow-y-auto p-1"
        >
          {shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys go to the search box, which points at the active option (aria-activedescendant)
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={value.includes(option.value)}
              tabIndex={-1}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
              className={cn(
                "flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm select-none",
                index === active && "bg-accent text-accent-foreground",
              )}
            >
              <Check className={cn("size-4 shrink-0", value.includes(option.value) ? "opacity-100" : "opacity-0")} />
              <span className="flex-1 truncate">{option.label}</span>
              {option.hint && <span className="max-w-[60%] truncate text-xs text-muted-foreground">{option.hint}</span>}
            </div>
          ))}
          {canCreate && (
            // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Enter in the search box creates
            <div
              id={`${listId}-${shown.length}`}
              role="option"
              aria-selected={false}
              tabIndex={-1}
              onMouseEnter={() => setActive(shown.length)}
              onClick={() => choose(shown.length)}
              className={cn(
                "flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-primary select-none",
                active === shown.length && "bg-accent",
              )}
            >
              {creating ? <Spinner className="size-4" /> : <Plus className="size-4" />}
              {kit("create", { text })}
            </div>
          )}
          {count === 0 && (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              {props.loading ? t("loading") : kit("noMatches")}
            </p>
          )}
        </div>
        {multiple && value.length > 0 && (
          <div className="border-t p-1">
            <button
              type="button"
              onClick={() => props.onChange([])}
              className="w-full rounded-md px-2 py-1.5 text-center text-sm text-muted-foreground hover:bg-accent"
            >
              {kit("clearSelection")}
            </button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
