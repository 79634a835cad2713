import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";
import { inputClasses } from "./input.tsx";
import type { SelectProps } from "./select-radix.tsx";

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

// Radix's select and its positioning code load when the browser is first idle or when a select is first pressed
// (decision 0036). Until then the trigger is drawn as Radix draws it, closed, with the chosen option's label; a
// press opens the list as soon as Radix has arrived.
const radix = lazyModule(() => import("./select-radix.tsx"));
whenIdle(radix.load);

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/** A keyboard-usable select on Radix; the id and aria props land on the trigger so FormField can label it. */
export function Select(props: Omit<SelectProps, "defaultOpen">) {
  const arrived = radix.useArrived();
  const [pressed, setPressed] = useState(false);
  if (arrived) return <arrived.Select defaultOpen={pressed} {...props} />;
  const { value, options, placeholder, disabled, className, onValueChange: _, name: __, ...aria } = props;
  const chosen = options.find((option) => option.value === value);
  const press = () => {
    setPressed(true);
    void radix.load();
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={chosen ? undefined : ""}
      disabled={disabled}
      {...aria}
      className={cn(
        inputClasses,
        "items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground",
        className,
      )}
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && press()}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      }}
    >
      <span style={{ pointerEvents: "none" }}>{chosen ? chosen.label : placeholder}</span>
      <span aria-hidden>
        <ChevronDown className="size-4 opacity-60" />
      </span>
    </button>
  );
}
